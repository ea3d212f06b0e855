import { z } from "zod";
import { requestPasswordReset, RESET_REQUESTED } from "@/lib/accounts/account-mail";
import { emailMessage, emailProblem, normaliseEmail } from "@/lib/accounts/validate-email";
import { accountRoute } from "@/lib/api/account-route";
import { clientIpBucket } from "@/lib/api/client-ip";
import { AppError } from "@/lib/api/errors";
import { readFormOrJson, seeOther } from "@/lib/api/form-or-json";
import { enforceRateLimit } from "@/lib/api/rate-limiters";
import { siteUrl } from "@/lib/api/site-url";
import { kickMailLoop } from "@/lib/mail/mail-loop";

export const dynamic = "force-dynamic";

const bodySchema = z.object({ email: z.string().catch("") });

// POST /api/auth/forgot-password {email} (form or JSON): the same answer whether or not the address has
// an account (202 / 303 to /forgot-password?sent=1); the mail goes only to an address with one.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "none" }, async ({ db, now }) => {
    const { data, isForm } = await readFormOrJson(request, bodySchema);
    try {
      const email = normaliseEmail(data.email);
      const problem = emailProblem(email);
      if (problem) throw new AppError("bad_request", emailMessage(problem));
      await enforceRateLimit("resetPerIp", clientIpBucket(request.headers));
      await enforceRateLimit("resetPerEmail", email.toLowerCase());
      await requestPasswordReset(db, { email, siteUrl: siteUrl(request), now });
      kickMailLoop();
    } catch (error) {
      if (isForm && error instanceof AppError) return seeOther(`/forgot-password?${new URLSearchParams({ error: error.message })}`);
      throw error;
    }
    return isForm ? seeOther("/forgot-password?sent=1") : Response.json({ message: RESET_REQUESTED }, { status: 202 });
  });
}
