import { EDITION_IDS, type EditionId } from "@/lib/editions/editions";
import { sideOf, type Bias } from "@/lib/news/bias-scale";
import { deriveBias, isHalfway } from "./derive-bias";
import type { RatingInput } from "./outlet-schema";

// Counts the pages state about the registry (issue 27: /about/ratings, the outlet pages and the
// blindspot page), from the outlets as stored, so they can never disagree with what the engine uses.

export interface SideCounts {
  left: number;
  center: number;
  right: number;
  /** Outlets no rating places: listed on stories, left out of every coverage bar. */
  unrated: number;
}

const empty = (): SideCounts => ({ left: 0, center: 0, right: 0, unrated: 0 });

/** Outlets per edition and side; an outlet counts in every edition it belongs to. In EDITION_IDS order. */
export function sideCountsPerEdition(outlets: readonly { bias: Bias; editions: readonly string[] }[]): { edition: EditionId; counts: SideCounts }[] {
  return EDITION_IDS.map((edition) => {
    const counts = empty();
    for (const outlet of outlets) if (outlet.editions.includes(edition)) counts[sideOf(outlet.bias) ?? "unrated"]++;
    return { edition, counts };
  });
}

/** Outlets per side, each counted once. */
export function sideCounts(outlets: readonly { bias: Bias }[]): SideCounts {
  const counts = empty();
  for (const outlet of outlets) counts[sideOf(outlet.bias) ?? "unrated"]++;
  return counts;
}

/**
 * What the rounding rule for halves (derive-bias.ts, roundBiasMean) decides: outlets whose raters'
 * mean sits exactly between the centre and a lean, which it shows at the centre (rounding away from
 * the centre would put them on a side), and those exactly between two points of one side, which it
 * shows at the outer point.
 */
export function halfwayCounts(outlets: readonly { ratings: readonly RatingInput[] }[]): { toCentre: number; outward: number } {
  let toCentre = 0;
  let outward = 0;
  for (const outlet of outlets) {
    const { mean } = deriveBias(outlet.ratings);
    if (mean === null || !isHalfway(mean)) continue;
    if (Math.abs(mean) < 1) toCentre++;
    else outward++;
  }
  return { toCentre, outward };
}
