import { entitlementsFor } from "@/lib/billing/entitlements";

// The four newsletters (spec §1, §3 "Newsletter"; issue 20). PURE: the pages, the public e-mail API, the
// composer and the sign-up rules all read this one list.

export type NewsletterSlug = "daily-ground" | "blindspot-report" | "offbeat" | "burst-your-bubble";

export interface Newsletter {
  slug: NewsletterSlug;
  title: string;
  subtitle: string;
  description: string;
  isPremium: boolean;
  frequency: string;
  /** The e-mail identifiers a subscription to it is stored under (spec §3). */
  identifiers: string[];
  /** Its page, or null (Offbeat has only a preview link, spec §2). */
  link: string | null;
  /** Where the latest issue can be read on the site. */
  previewLink: string;
  /** Day of the week it is sent on (0 = Sunday), or null for every day. */
  weekday: number | null;
}

export const NEWSLETTERS: readonly Newsletter[] = [
  {
    slug: "daily-ground",
    title: "The Daily Ground",
    subtitle: "Every day, free",
    description: "The day's top stories of your edition and how each side covered them.",
    isPremium: false,
    frequency: "Daily",
    identifiers: ["daily-ground"],
    link: "/newsletters/daily-ground",
    previewLink: "/newsletters/daily-ground",
    weekday: null,
  },
  {
    slug: "blindspot-report",
    title: "Blindspot Report",
    subtitle: "Tuesdays, free",
    description: "The stories one side of the spectrum missed this week, for each side.",
    isPremium: false,
    frequency: "Weekly, on Tuesdays",
    identifiers: ["blindspot-report"],
    link: "/newsletters/blindspot-report",
    previewLink: "/newsletters/blindspot-report",
    weekday: 2,
  },
  {
    slug: "offbeat",
    title: "Offbeat",
    subtitle: "Wednesdays, free",
    description: "Unusual and lighter stories you might have missed.",
    isPremium: false,
    frequency: "Weekly, on Wednesdays",
    identifiers: ["offbeat"],
    link: null,
    previewLink: "/newsletters/offbeat",
    weekday: 3,
  },
  {
    slug: "burst-your-bubble",
    title: "Burst Your Bubble",
    subtitle: "Thursdays, for subscribers",
    description: "Stories covered mostly by the side you read least, from your own reading history.",
    isPremium: true,
    frequency: "Weekly, on Thursdays",
    identifiers: ["burst-your-bubble"],
    link: "/newsletters/burst-your-bubble",
    previewLink: "/newsletters/burst-your-bubble",
    weekday: 4,
  },
];

export function newsletterBySlug(slug: string): Newsletter | null {
  return NEWSLETTERS.find((newsletter) => newsletter.slug === slug) ?? null;
}

export function newsletterByIdentifier(identifier: string): Newsletter | null {
  return NEWSLETTERS.find((newsletter) => newsletter.identifiers.includes(identifier)) ?? null;
}

/** Whether a reader with this subscription status may receive it (premium: mix, premium, supporter, vantage). */
export function mayReceive(newsletter: Pick<Newsletter, "isPremium">, subscriptionStatus: string | null | undefined): boolean {
  return !newsletter.isPremium || entitlementsFor(subscriptionStatus).premiumNewsletters;
}

/**
 * The newsletters offered to a reader for sign-up (spec §4): those not already subscribed; Burst Your
 * Bubble only when an e-mail is known; with no subscriptions found, the full list. A premium newsletter
 * only to a plan that includes it (spec §6 "Premium newsletters: mix, premium, supporter, vantage"; issue
 * 21): sign-up refuses it to anyone else, so offering it would only lead to a refusal.
 */
export function offeredNewsletters(params: { subscribedIdentifiers: readonly string[]; emailKnown: boolean; subscriptionStatus: string | null }): Newsletter[] {
  return NEWSLETTERS.filter((newsletter) => {
    if (newsletter.slug === "burst-your-bubble" && !params.emailKnown) return false;
    if (!mayReceive(newsletter, params.subscriptionStatus)) return false;
    return !newsletter.identifiers.some((identifier) => params.subscribedIdentifiers.includes(identifier));
  });
}

/** Which newsletters have an issue on `date` (YYYY-MM-DD): the daily every day, the weeklies on their weekday. */
export function newslettersDueOn(date: string): NewsletterSlug[] {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return NEWSLETTERS.filter((newsletter) => newsletter.weekday === null || newsletter.weekday === weekday).map((newsletter) => newsletter.slug);
}
