import { z } from "zod";
import { resetPassword } from "@/lib/accounts/account-mail";
import { toAccountUser } from "@/lib/accounts/user";
import { accountRoute } from "@/lib/api/account-route";
import { clientIpBucket } from "@/lib/api/client-ip";
import { AppError } from "@/lib/api/errors";
import { readFormOrJson, seeOther } from "@/lib/api/form-or-json";
import { enforceRateLimit } from "@/lib/api/rate-limiters";
import { sessionCookies } from "@/lib/auth/session-cookies";

export const dynamic = "force-dynamic";

const bodySchema = z.object({ token: z.string().max(200).catch(""), password: z.string().catch("") });

// POST /api/auth/reset-password {token, password} (form or JSON): sets the new password, signs the
// account out everywhere, and signs this browser in (303 to /account, or the user as JSON).
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "none" }, async ({ db, now, secureCookies }) => {
    const { data, isForm } = await readFormOrJson(request, bodySchema);
    await enforceRateLimit("accountLinkPerIp", clientIpBucket(request.headers));
    const result = await resetPassword(db, { token: data.token, password: data.password, userAgent: request.headers.get("user-agent"), now });
    if (!result.ok) {
      if (isForm) return seeOther(`/reset-password?${new URLSearchParams({ token: data.token, error: result.message })}`);
      throw new AppError("bad_request", result.message);
    }
    const account = toAccountUser(result.user, now);
    const cookies = sessionCookies(result.sessionToken, account, secureCookies, result.user);
    if (isForm) return seeOther("/account?passwordReset=1", cookies);
    const response = Response.json({ user: account });
    for (const cookie of cookies) response.headers.append("set-cookie", cookie);
    return response;
  });
}
