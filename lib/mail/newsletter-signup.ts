import type { Database } from "@/lib/db";
import { emailHash } from "@/lib/newsletters/email-hash";
import { mayReceive, newsletterByIdentifier, type Newsletter } from "@/lib/newsletters/catalogue";
import { enqueueMail } from "@/lib/queries/email-outbox";
import { setSubscription } from "@/lib/queries/email-subscriptions";
import type { UserRow } from "@/lib/queries/users";
import { sendFirstIssue } from "./newsletter-send";
import { issueEmailToken, ownsAddress } from "./public-email";
import { confirmSubscriptionMail } from "./templates/manage-link";

// Signing up for newsletters from the site (spec §4–§5, issue 20). A signed-in reader's own, verified
// address is subscribed at once (isSubscribed true, userUnsubscribed false). Any other address — an
// unverified account's, or one typed in the form — gets a mail with a link to confirm: nobody can sign
// up an address they do not read.

export type SignupOutcome = { kind: "subscribed"; newsletters: Newsletter[] } | { kind: "confirm-by-mail" } | { kind: "not-included"; newsletter: Newsletter };

export const CONFIRM_BY_MAIL = "Check your inbox: we sent a link to confirm your subscription.";

export async function signUp(db: Database, params: { user: UserRow; email: string; identifiers: string[]; siteUrl: string; now: Date }): Promise<SignupOutcome> {
  const newsletters = params.identifiers.map((identifier) => newsletterByIdentifier(identifier)!);
  const refused = newsletters.find((newsletter) => !mayReceive(newsletter, params.user.subscriptionStatus));
  if (refused) return { kind: "not-included", newsletter: refused };
  const email = params.email.trim().toLowerCase();
  if (ownsAddress(params.user, email)) {
    for (const newsletter of newsletters) {
      await setSubscription(db, { email, emailHash: emailHash(email), emailIdentifier: newsletter.identifiers[0]!, subscribed: true, source: "web", now: params.now });
      await sendFirstIssue(db, { slug: newsletter.slug, email, siteUrl: params.siteUrl, now: params.now });
    }
    return { kind: "subscribed", newsletters };
  }
  const token = await issueEmailToken(db, email, params.now);
  const query = new URLSearchParams({ token, subscribe: newsletters.map((newsletter) => newsletter.identifiers[0]!).join(",") });
  const mail = await confirmSubscriptionMail({ siteUrl: params.siteUrl, link: `${params.siteUrl}/newsletters/manage?${query}`, titles: newsletters.map((newsletter) => newsletter.title) });
  const hour = Math.floor(params.now.getTime() / 3600_000);
  await enqueueMail(db, [{ kind: "token", dedupeKey: `confirm:${emailHash(email)}:${query.get("subscribe")}:${hour}`, to: email, ...mail }], params.now);
  return { kind: "confirm-by-mail" };
}
