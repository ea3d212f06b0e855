// The four newsletters of spec §1, with the frequency and tier shown on the newsletter list.
// Offbeat has only a preview link (spec §2), so it has no page of its own.
export interface NewsletterSummary {
  title: string;
  frequency: string;
  isPremium: boolean;
  description: string;
  href: string | null;
}

export const NEWSLETTERS: readonly NewsletterSummary[] = [
  {
    title: "The Daily Ground",
    frequency: "Daily",
    isPremium: false,
    description: "The day's top stories and how each side covered them.",
    href: "/newsletters/daily-ground",
  },
  {
    title: "Blindspot Report",
    frequency: "Weekly, on Tuesdays",
    isPremium: false,
    description: "The stories one side of the spectrum missed this week.",
    href: "/newsletters/blindspot-report",
  },
  {
    title: "Burst Your Bubble",
    frequency: "Weekly, on Thursdays",
    isPremium: true,
    description: "Thoughtful writing from outside your usual bubble.",
    href: "/newsletters/burst-your-bubble",
  },
  {
    title: "Offbeat",
    frequency: "Weekly, on Wednesdays",
    isPremium: false,
    description: "Unusual and uplifting stories you might have missed.",
    href: null,
  },
];
