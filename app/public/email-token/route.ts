import { z } from "zod";
import { accountRoute } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { limitPublicEmail } from "@/lib/api/public-email";
import { enforceRateLimit } from "@/lib/api/rate-limiters";
import { readJsonBody, readQuery } from "@/lib/api/request-input";
import { siteUrl } from "@/lib/api/site-url";
import { isValidEmail } from "@/lib/accounts/validate-email";
import { issueEmailToken, mailTokenLink, ownsAddress } from "@/lib/mail/public-email";
import { kickMailLoop } from "@/lib/mail/mail-loop";

export const dynamic = "force-dynamic";

const userEmail = z
  .string()
  .trim()
  .refine((value) => isValidEmail(value), "must be a valid email address");

// GET /public/email-token?userEmail= → {token}, only for the signed-in owner of that (verified) address;
// anyone else gets 404, whether or not the address is known. docs/decisions.md, issue 20.
export async function GET(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "optional" }, async ({ db, now, session }) => {
    await limitPublicEmail(request);
    const query = readQuery(request, z.object({ userEmail }));
    if (!ownsAddress(session?.user, query.userEmail)) throw new AppError("not_found", "No token for this email");
    return Response.json({ token: await issueEmailToken(db, query.userEmail, now) }, { headers: { "cache-control": "no-store" } });
  });
}

// POST /public/email-token {userEmail}: the owner gets {token} (201); for anyone else a link with a token
// goes by mail to the address and the answer is 202 {} whether or not the address is known.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "optional" }, async ({ db, now, session }) => {
    await limitPublicEmail(request);
    const body = await readJsonBody(request, z.object({ userEmail }));
    if (ownsAddress(session?.user, body.userEmail)) {
      return Response.json({ token: await issueEmailToken(db, body.userEmail, now) }, { status: 201, headers: { "cache-control": "no-store" } });
    }
    await enforceRateLimit("publicTokenPerEmail", body.userEmail.toLowerCase());
    await mailTokenLink(db, { email: body.userEmail, siteUrl: siteUrl(request), now });
    kickMailLoop();
    return Response.json({}, { status: 202 });
  });
}
