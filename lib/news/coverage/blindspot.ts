import type { BiasDistribution } from "./bias-distribution";

// Blindspots (spec §1: "Blindspot views highlight stories that one side covers little"; ARCHITECTURE.md
// §4: "a rule written in lib/news and explained on the blindspot page").
//
// Naming, once and for all: a blindspot is named for the side that MISSES the story. A story covered
// almost only by right-leaning outlets is a "blindspot for the left": readers of the left never see it.

/** The side whose outlets barely cover the story, i.e. whose readers miss it. */
export type BlindspotFor = "left" | "right";

export interface BlindspotRule {
  /** Rated outlets (known bias) the story needs before its lean means anything. */
  minRatedSources: number;
  /** The missing side's share of rated outlets is at most this many percent … */
  maxMissingSideShare: number;
  /** … while the other side's share is at least this many percent. */
  minOtherSideShare: number;
}

/**
 * - 3 rated outlets: the spec's registry holds about 60 outlets (spec §1), so most stories are covered
 *   by a handful; three independent outlets that all skip one side are already a pattern a reader can
 *   check on the story page, and a higher floor would leave the blindspot feed nearly empty.
 * - 20 %: "covers little" tolerates one outlet of that side once five or more outlets cover the story
 *   (1 of 5 = 20 %), but not one in three or four.
 * - 50 %: the other side must carry most of the coverage. A story reported by centre outlets alone is
 *   missed by both sides equally; naming it a blindspot of one of them would be arbitrary.
 */
export const DEFAULT_BLINDSPOT_RULE: BlindspotRule = Object.freeze({
  minRatedSources: 3,
  maxMissingSideShare: 20,
  minOtherSideShare: 50,
});

/**
 * The side the story is a blindspot for, or null. It reads the same whole percents the story page shows,
 * so a reader can check the verdict against the coverage bar.
 */
export function blindspotSide(
  distribution: Pick<BiasDistribution, "left" | "right" | "ratedCount">,
  rule: BlindspotRule = DEFAULT_BLINDSPOT_RULE,
): BlindspotFor | null {
  if (distribution.ratedCount < rule.minRatedSources) return null;
  if (distribution.left <= rule.maxMissingSideShare && distribution.right >= rule.minOtherSideShare) return "left";
  if (distribution.right <= rule.maxMissingSideShare && distribution.left >= rule.minOtherSideShare) return "right";
  return null;
}

/** A label for a story card: "Blindspot for the left". */
export function blindspotLabel(side: BlindspotFor): string {
  return `Blindspot for the ${side}`;
}

/** The rule in plain English, built from its numbers so the page can never disagree with the code. */
export function describeBlindspotRule(rule: BlindspotRule = DEFAULT_BLINDSPOT_RULE): string {
  return [
    "A blindspot is a story that one side of the political spectrum barely covers, so its readers are likely to miss it.",
    `We count the distinct outlets covering a story whose political lean is rated; outlets without a rating are left out.`,
    `Once at least ${rule.minRatedSources} rated outlets cover a story, it is a blindspot for the left when left-leaning outlets`,
    `make up ${rule.maxMissingSideShare}% or less of that coverage and right-leaning outlets at least ${rule.minOtherSideShare}%,`,
    `and a blindspot for the right when it is the other way round.`,
    "Far-left, left and lean-left outlets count as the left; lean-right, right and far-right outlets as the right.",
  ].join(" ");
}

export const BLINDSPOT_RULE_TEXT: string = describeBlindspotRule(DEFAULT_BLINDSPOT_RULE);
