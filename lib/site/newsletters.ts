import "server-only";
import { getDb } from "@/lib/db";
import type { AccountUser } from "@/lib/accounts/user";
import { composeIssue, DEFAULT_EDITION, issueStories } from "@/lib/mail/newsletter-send";
import { addressOfToken, subscriptionStructure, type StructureEntry } from "@/lib/mail/public-email";
import type { NewsletterSlug } from "@/lib/newsletters/catalogue";
import type { NewsletterIssue } from "@/lib/newsletters/compose";
import { emailHash } from "@/lib/newsletters/email-hash";
import { biasProfile } from "@/lib/personal/bias-profile";
import { listSubscriptions } from "@/lib/queries/email-subscriptions";
import { profileReads } from "@/lib/queries/personal-reads";

// What the newsletter pages show (issue 20): the latest issue of each newsletter, composed from the
// current stories by the same rules as the mail; the reader's own subscriptions.

/** Today's issue as the reader would get it (their edition; their least-read side for Burst Your Bubble). */
export async function latestIssue(slug: NewsletterSlug, user: AccountUser | null, now = new Date()): Promise<NewsletterIssue> {
  const db = await getDb();
  const edition = slug === "daily-ground" ? (user?.topFeedEdition ?? DEFAULT_EDITION) : "top";
  const side = slug === "burst-your-bubble" && user ? biasProfile(await profileReads(db, { userId: user.id, since: new Date(now.getTime() - 30 * 86_400_000) })).leastReadSide : null;
  return composeIssue(slug, await issueStories(db, slug, edition, now), { date: now.toISOString().slice(0, 10), edition, leastReadSide: side });
}

/** The identifiers this address is subscribed to (lookups by the hashed lowercase e-mail). */
export async function subscribedIdentifiers(email: string): Promise<string[]> {
  const rows = await listSubscriptions(await getDb(), emailHash(email));
  return rows.filter((row) => row.isSubscribed).map((row) => row.emailIdentifier);
}

/** The manage page's data for a token from a mail, or null when the token is no good. */
export async function structureForToken(token: string): Promise<{ email: string; newsletters: StructureEntry[] } | null> {
  const db = await getDb();
  const address = await addressOfToken(db, token, new Date());
  if (!address) return null;
  return { email: address.email, ...(await subscriptionStructure(db, address)) };
}
