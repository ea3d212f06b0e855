import type { Database } from "@/lib/db";
import { log } from "@/lib/log";
import type { Side } from "@/lib/news/bias-scale";
import { biasProfile } from "@/lib/personal/bias-profile";
import { mayReceive, newsletterBySlug, type NewsletterSlug } from "@/lib/newsletters/catalogue";
import { composeBlindspot, composeBurst, composeDaily, composeOffbeat, type NewsletterIssue, type StoryInput } from "@/lib/newsletters/compose";
import { localSendTime } from "@/lib/newsletters/send-time";
import { emailHash } from "@/lib/newsletters/email-hash";
import { enqueueMail, storeMailBody, type OutboxMessage } from "@/lib/queries/email-outbox";
import { subscribersPage, type Subscriber } from "@/lib/queries/email-subscriptions";
import { profileReads } from "@/lib/queries/personal-reads";
import { currentCandidates, latestNewsTime } from "@/lib/queries/story-reads";
import { issueEmailTokens } from "./public-email";
import { renderNewsletter } from "./templates/newsletter";

// Queueing one issue of a newsletter for every subscriber (issue 20). Subscribers are read in pages
// (streamed, never all in memory); each distinct issue (per edition, per side for Burst Your Bubble) is
// rendered once with a placeholder token that each reader's own token replaces; each reader's message
// goes into the outbox under `newsletter:<slug>:<date>:<address hash>`, so queueing twice sends once.

export const DEFAULT_EDITION = "top-us";
const TOKEN_PLACEHOLDER = "OGTOKENPLACEHOLDERxxxxxxxxxxxxxxxxxxxxxxxxx"; // 43 characters, like a token
const DAY = 86_400_000;

export interface IssueOptions {
  slug: NewsletterSlug;
  /** YYYY-MM-DD */
  date: string;
  siteUrl: string;
  now: Date;
  pageSize?: number;
  /** Send at once instead of at each reader's local morning (a new subscriber's first issue, tests, the bench). */
  sendNow?: boolean;
  /** Only this address (the first issue of a new subscriber). */
  emailHash?: string;
}

/** The stories an issue is composed from: the last day of an edition (daily), or the last week. */
export async function issueStories(db: Database, slug: NewsletterSlug, edition: string, now: Date): Promise<StoryInput[]> {
  const at = (await latestNewsTime(db, now)) ?? now;
  if (slug === "daily-ground") return currentCandidates(db, { filter: { kind: "edition", edition }, at, windowMs: 1.5 * DAY, limit: 40 });
  return currentCandidates(db, { filter: slug === "blindspot-report" ? { kind: "blindspot" } : { kind: "edition", edition: "top" }, at, windowMs: 7 * DAY, limit: 400 });
}

/** The issue one reader gets, from the stories of their edition. */
export function composeIssue(slug: NewsletterSlug, stories: readonly StoryInput[], params: { date: string; edition: string; leastReadSide: Side | null }): NewsletterIssue {
  switch (slug) {
    case "daily-ground":
      return composeDaily(stories, params);
    case "blindspot-report":
      return composeBlindspot(stories, params);
    case "offbeat":
      return composeOffbeat(stories, params);
    case "burst-your-bubble":
      return composeBurst(stories, params);
  }
}

async function leastReadSideOf(db: Database, subscriber: Subscriber, now: Date): Promise<Side | null> {
  if (subscriber.userId === null) return null;
  return biasProfile(await profileReads(db, { userId: subscriber.userId, since: new Date(now.getTime() - 30 * DAY) })).leastReadSide;
}

export async function queueNewsletterIssue(db: Database, options: IssueOptions): Promise<{ queued: number; skipped: number; subscribers: number }> {
  const newsletter = newsletterBySlug(options.slug)!;
  const identifier = newsletter.identifiers[0]!;
  const stories = new Map<string, Promise<StoryInput[]>>();
  // Each distinct issue is rendered once and stored as a shared body; a reader's message only names it.
  const rendered = new Map<string, Promise<string>>();
  const issueSubjects = new Map<string, string>();
  const result = { queued: 0, skipped: 0, subscribers: 0 };
  let afterId = 0;
  for (;;) {
    const page = await subscribersPage(db, { emailIdentifier: identifier, afterId, limit: options.pageSize ?? 500, emailHash: options.emailHash });
    if (page.length === 0) break;
    afterId = page[page.length - 1]!.id;
    result.subscribers += page.length;
    // Premium newsletters go only to addresses whose account includes them (lib/billing/entitlements.ts).
    const receiving = page.filter((subscriber) => mayReceive(newsletter, subscriber.subscriptionStatus));
    result.skipped += page.length - receiving.length;
    const tokens = await issueEmailTokens(db, receiving.map((subscriber) => subscriber.email), options.now);
    const messages: OutboxMessage[] = [];
    for (const [index, subscriber] of receiving.entries()) {
      const edition = options.slug === "daily-ground" ? (subscriber.topFeedEdition ?? DEFAULT_EDITION) : "top";
      const side = options.slug === "burst-your-bubble" ? await leastReadSideOf(db, subscriber, options.now) : null;
      const key = `${edition}:${side ?? "-"}`;
      if (!stories.has(edition)) stories.set(edition, issueStories(db, options.slug, edition, options.now));
      if (!rendered.has(key)) {
        rendered.set(
          key,
          stories.get(edition)!.then(async (list) => {
            const issue = composeIssue(options.slug, list, { date: options.date, edition, leastReadSide: side });
            const context = { siteUrl: options.siteUrl, token: TOKEN_PLACEHOLDER, emailIdentifier: identifier, numberInSeries: issue.numberInSeries, variant: "a", edition, category: "newsletter" };
            const query = new URLSearchParams({ token: TOKEN_PLACEHOLDER, emailIdentifier: identifier });
            const mail = await renderNewsletter(issue, {
              ...context,
              unsubscribeUrl: `${options.siteUrl}/api/newsletters/unsubscribe?${query}`,
              unsubscribePageUrl: `${options.siteUrl}/newsletters/unsubscribe?${query}`,
              manageUrl: `${options.siteUrl}/newsletters/manage?token=${TOKEN_PLACEHOLDER}`,
            });
            const bodyKey = `newsletter:${options.slug}:${options.date}:${key}:${options.now.getTime()}`;
            await storeMailBody(db, { key: bodyKey, ...mail }, options.now);
            issueSubjects.set(bodyKey, mail.subject);
            return bodyKey;
          }),
        );
      }
      const bodyKey = await rendered.get(key)!;
      messages.push({
        kind: "newsletter",
        dedupeKey: `newsletter:${options.slug}:${options.date}:${subscriber.emailHash}`,
        to: subscriber.email,
        subject: issueSubjects.get(bodyKey)!,
        bodyKey,
        vars: { [TOKEN_PLACEHOLDER]: tokens[index]! },
        notBefore: options.sendNow ? options.now : localSendTime(options.date, subscriber.timeZoneId),
      });
    }
    result.queued += await enqueueMail(db, messages, options.now);
  }
  log.info("newsletter issue queued", { slug: options.slug, date: options.date, ...result });
  return result;
}

/**
 * A new subscriber gets today's issue at once. Its key is the scheduled issue's key for the same day,
 * so a reader who subscribes in the morning does not get that day's issue twice.
 */
export async function sendFirstIssue(db: Database, params: { slug: NewsletterSlug; email: string; siteUrl: string; now: Date }): Promise<void> {
  await queueNewsletterIssue(db, { slug: params.slug, date: params.now.toISOString().slice(0, 10), siteUrl: params.siteUrl, now: params.now, sendNow: true, emailHash: emailHash(params.email) });
}
