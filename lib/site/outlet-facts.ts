import { deriveFactuality, RATERS, type Rater, type RatingInput } from "@/lib/outlets";
import type { OutletRating } from "@/lib/queries/outlet-pages";

// Small readings of an outlet's stored facts for its page (issue 4 "Outlet pages"). Pure.

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** "GB" → "United Kingdom"; an unknown code is shown as given. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

function asRatingInput(rating: OutletRating): RatingInput | null {
  if (!(RATERS as readonly string[]).includes(rating.rater)) return null;
  return { rater: rating.rater as Rater, label: rating.label, date: rating.ratedOn, ...(rating.url ? { url: rating.url } : {}) };
}

/**
 * How the shown factuality follows from the stored ratings, in words, by the registry's own rule
 * (lib/outlets/derive-factuality.ts): the outlets table keeps the bias's basis but not this one.
 */
export function factualityBasis(ratings: readonly OutletRating[]): string {
  const inputs = ratings.filter((rating) => rating.kind === "factuality").map(asRatingInput).filter((rating) => rating !== null);
  return deriveFactuality(inputs).basis;
}

/** Ratings of one kind, newest first, then by rater. */
export function ratingsOfKind(ratings: readonly OutletRating[], kind: OutletRating["kind"]): OutletRating[] {
  return ratings.filter((rating) => rating.kind === kind).sort((a, b) => b.ratedOn.localeCompare(a.ratedOn) || a.rater.localeCompare(b.rater));
}
