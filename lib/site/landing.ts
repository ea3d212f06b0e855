import type { Metadata } from "next";
import { utmCodes } from "@/lib/client/visit-tracking";
import type { FeedCard } from "./feed-card";
import { firstValue } from "./page-query";

// The landing pages of spec §2 (/landingV5/ to /landingV8-testUtm/, issue 22). Pure: what each variant
// says and which of the shared sections (components/landing/landing-page.tsx) it shows in which order.
// The -testUtm variants are the campaign-tracking copies of V7 and V8: the same page, never indexed.

/** The sections a variant may show; each is written once, in components/landing. */
export const LANDING_SECTIONS = ["story", "comparison", "blindspot", "how", "plans", "register"] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];

export type LandingPath = "/landingV5/" | "/landingV6/" | "/landingV7/" | "/landingV7-testUtm/" | "/landingV8/" | "/landingV8-testUtm/";

export interface LandingVariant {
  path: LandingPath;
  /** The document title and the page's h1. */
  headline: string;
  /** One or two sentences under the headline: the variant's message. */
  pitch: string;
  /** Where the main button leads: a free account or the plans. */
  primary: { href: "/register" | "/subscribe"; label: string };
  secondary: { href: "/register" | "/subscribe"; label: string };
  sections: readonly LandingSection[];
  /** The campaign-tracking copies are kept out of search engines (metadata robots). */
  indexed: boolean;
}

const REGISTER = { href: "/register", label: "Create a free account" } as const;
const SUBSCRIBE = { href: "/subscribe", label: "See the plans" } as const;

const V7: Omit<LandingVariant, "path" | "indexed"> = {
  headline: "Same story, different headlines",
  pitch: "Outlets on the left and on the right often report the same event in very different words. OpenGround puts their headlines side by side, so you can see the framing for yourself.",
  primary: { href: "/subscribe", label: "Compare every story: see the plans" },
  secondary: REGISTER,
  sections: ["comparison", "story", "blindspot", "plans"],
};

const V8: Omit<LandingVariant, "path" | "indexed"> = {
  headline: "News without the blind spots",
  pitch: "Premium readers see the full picture: who covers each story, who owns the outlets, and how balanced their own reading is.",
  primary: { href: "/subscribe", label: "Start with a plan" },
  secondary: { href: "/register", label: "Or start free" },
  sections: ["plans", "story", "blindspot", "how"],
};

export const LANDING_VARIANTS: Readonly<Record<LandingPath, LandingVariant>> = {
  "/landingV5/": {
    path: "/landingV5/",
    headline: "See every side of every story",
    pitch: "OpenGround gathers each story from outlets across the political spectrum and shows how much of the coverage comes from the left, the centre and the right.",
    primary: REGISTER,
    secondary: SUBSCRIBE,
    sections: ["story", "comparison", "how", "register"],
    indexed: true,
  },
  "/landingV6/": {
    path: "/landingV6/",
    headline: "Find the stories your feed hides",
    pitch: "Some stories are covered almost only by one side. We call them blindspots, and we show them to you before they become someone else's talking point.",
    primary: REGISTER,
    secondary: SUBSCRIBE,
    sections: ["blindspot", "story", "how", "register"],
    indexed: true,
  },
  "/landingV7/": { ...V7, path: "/landingV7/", indexed: true },
  "/landingV7-testUtm/": { ...V7, path: "/landingV7-testUtm/", indexed: false },
  "/landingV8/": { ...V8, path: "/landingV8/", indexed: true },
  "/landingV8-testUtm/": { ...V8, path: "/landingV8-testUtm/", indexed: false },
};

/** A landing page's metadata: its headline and pitch, and robots noindex for the -testUtm copies. */
export function landingMetadata(path: LandingPath): Metadata {
  const variant = LANDING_VARIANTS[path];
  return {
    title: variant.headline,
    description: variant.pitch,
    ...(variant.indexed ? {} : { robots: { index: false, follow: true } }),
  };
}

/**
 * A call-to-action address that keeps the visitor's utm codes (spec §3): the client platform stores
 * them in the utm cookie only once marketing consent is given, so the codes travel in the link too and
 * the next page (registration, the plans) still has them when consent comes later.
 */
export function landingHref(target: string, query: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const first = firstValue(value);
    if (first !== undefined) params.set(key, first);
  }
  const codes = utmCodes(params);
  return codes ? `${target}?${new URLSearchParams(codes).toString()}` : target;
}

/** The live example story: the widest one with rated sources on more than one side, else the first. */
export function showcaseStory<C extends Pick<FeedCard, "sourceCount" | "coverage">>(cards: readonly C[]): C | null {
  const sides = (card: C) => [card.coverage.left, card.coverage.center, card.coverage.right].filter((share) => share > 0).length;
  return cards.find((card) => sides(card) >= 2 && card.sourceCount >= 2) ?? cards[0] ?? null;
}
