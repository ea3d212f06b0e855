import { z } from "zod";
import { verifyEmail, VERIFY_LINK_INVALID } from "@/lib/accounts/account-mail";
import { toAccountUser } from "@/lib/accounts/user";
import { accountRoute } from "@/lib/api/account-route";
import { clientIpBucket } from "@/lib/api/client-ip";
import { AppError } from "@/lib/api/errors";
import { readFormOrJson, seeOther } from "@/lib/api/form-or-json";
import { enforceRateLimit } from "@/lib/api/rate-limiters";
import { siteUrl } from "@/lib/api/site-url";
import { sessionCookies } from "@/lib/auth/session-cookies";
import { kickMailLoop } from "@/lib/mail/mail-loop";

export const dynamic = "force-dynamic";

const bodySchema = z.object({ token: z.string().max(200).catch("") });

// POST /api/auth/verify-email {token}: the button of /verify-email (a POST, so a mail scanner that opens
// the link does not use it up). Confirms the address, signs the reader in, starts the welcome series.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "none" }, async ({ db, now, secureCookies }) => {
    const { data, isForm } = await readFormOrJson(request, bodySchema);
    await enforceRateLimit("accountLinkPerIp", clientIpBucket(request.headers));
    const result = await verifyEmail(db, { token: data.token, siteUrl: siteUrl(request), userAgent: request.headers.get("user-agent"), now });
    if (!result) {
      if (isForm) return seeOther(`/verify-email?${new URLSearchParams({ error: VERIFY_LINK_INVALID })}`);
      throw new AppError("bad_request", VERIFY_LINK_INVALID);
    }
    kickMailLoop();
    const cookies = sessionCookies(result.sessionToken, toAccountUser(result.user, now), secureCookies, result.user);
    if (isForm) return seeOther("/account?verified=1", cookies);
    const response = Response.json({ user: toAccountUser(result.user, now) });
    for (const cookie of cookies) response.headers.append("set-cookie", cookie);
    return response;
  });
}
