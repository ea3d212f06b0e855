import { z } from "zod";
import { accountRoute } from "@/lib/api/account-route";
import { clientIpBucket } from "@/lib/api/client-ip";
import { AppError } from "@/lib/api/errors";
import { readFormOrJson, seeOther } from "@/lib/api/form-or-json";
import { enforceRateLimit } from "@/lib/api/rate-limiters";
import { siteUrl } from "@/lib/api/site-url";
import { safeRedirectPath } from "@/lib/accounts/redirect-target";
import { log } from "@/lib/log";
import { kickMailLoop } from "@/lib/mail/mail-loop";
import { CONFIRM_BY_MAIL, signUp } from "@/lib/mail/newsletter-signup";
import { newsletterByIdentifier } from "@/lib/newsletters/catalogue";
import { SIGNUP_FAILED, signupProblem } from "@/lib/newsletters/signup-rules";

export const dynamic = "force-dynamic";

const identifiers = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(",")).map((part) => part.trim()).filter(Boolean))
  .refine((list) => list.length > 0 && list.length <= 4 && list.every((identifier) => newsletterByIdentifier(identifier) !== null), "must name newsletters of /newsletters/");
const bodySchema = z.object({
  email: z.string().max(300).catch(""),
  emailIdentifiers: identifiers,
  returnTo: z.string().max(300).optional(),
});

// POST /api/newsletters/subscribe {email, emailIdentifiers, returnTo?} (form or JSON): the sign-up of
// spec §4–§5. Checks in the spec's order; a form post goes back to `returnTo` with ?error= or ?done=.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "optional" }, async ({ db, now, session }) => {
    const { data, isForm } = await readFormOrJson(request, bodySchema);
    const back = (query: Record<string, string>) => seeOther(`${safeRedirectPath(data.returnTo)}?${new URLSearchParams(query)}`);
    const problem = signupProblem({ signedIn: session !== null, email: data.email });
    if (problem) {
      if (isForm) return back({ error: problem, email: data.email });
      throw new AppError(session ? "bad_request" : "unauthorized", problem);
    }
    try {
      await enforceRateLimit("newsletterPerIp", clientIpBucket(request.headers));
      const outcome = await signUp(db, { user: session!.user, email: data.email, identifiers: data.emailIdentifiers, siteUrl: siteUrl(request), now });
      if (outcome.kind === "not-included") {
        const message = `${outcome.newsletter.title} comes with a subscription.`;
        if (isForm) return back({ error: message });
        throw new AppError("forbidden", message);
      }
      if (outcome.kind === "confirm-by-mail") {
        kickMailLoop();
        return isForm ? back({ done: CONFIRM_BY_MAIL }) : Response.json({ message: CONFIRM_BY_MAIL }, { status: 202 });
      }
      kickMailLoop();
      const message = `You are subscribed to ${outcome.newsletters.map((newsletter) => newsletter.title).join(" and ")}.`;
      return isForm ? back({ done: message }) : Response.json({ message, subscribed: data.emailIdentifiers });
    } catch (error) {
      if (error instanceof AppError) {
        if (isForm) return back({ error: error.message });
        throw error;
      }
      log.error("newsletter sign-up failed", { error });
      if (isForm) return back({ error: SIGNUP_FAILED });
      throw new AppError("internal", SIGNUP_FAILED);
    }
  });
}
