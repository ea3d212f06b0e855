import { queueVerificationMail } from "@/lib/accounts/account-mail";
import { accountRoute } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { seeOther } from "@/lib/api/form-or-json";
import { enforceRateLimit } from "@/lib/api/rate-limiters";
import { siteUrl } from "@/lib/api/site-url";
import { kickMailLoop } from "@/lib/mail/mail-loop";

export const dynamic = "force-dynamic";

// POST /api/auth/resend-verification (the button on /account): a fresh verification link for the
// signed-in reader's unconfirmed address, at most 5 an hour. A shadow account gets the same answer and
// no mail (its address belongs to another account; schema.ts `shadow`).
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, now, session }) => {
    const isForm = (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");
    try {
      await enforceRateLimit("resetPerEmail", `verify:${session.user.id}`);
    } catch (error) {
      if (isForm && error instanceof AppError) return seeOther(`/account?${new URLSearchParams({ notice: error.message })}`);
      throw error;
    }
    if (!session.user.shadow && !session.user.emailVerifiedAt) {
      await queueVerificationMail(db, session.user, siteUrl(request), now);
      kickMailLoop();
    }
    return isForm ? seeOther("/account?verificationSent=1") : Response.json({ message: "Check your inbox." }, { status: 202 });
  });
}
