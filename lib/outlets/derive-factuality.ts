import type { Factuality } from "@/lib/news/bias-scale";
import { newestUsablePerRater } from "./derive-bias";
import type { RatingInput } from "./outlet-schema";
import { FACTUALITY_BY_POSITION, factualityPosition } from "./rating-scales";

/**
 * The shown factuality, derived like the bias (derive-bias.ts): each rater's newest usable rating,
 * the mean of their positions on veryLow … veryHigh, and "unknown" with none. A mean half-way between
 * two grades rounds DOWN: we do not claim an outlet is more reliable than its raters agree on.
 */
export function deriveFactuality(ratings: readonly RatingInput[]): { factuality: Factuality; basis: string } {
  const used = newestUsablePerRater(ratings, (rating) => factualityPosition(rating.rater, rating.label));
  if (used.length === 0) return { factuality: "unknown", basis: "No factuality rating." };
  const mean = used.reduce((sum, rating) => sum + rating.position, 0) / used.length;
  const factuality = FACTUALITY_BY_POSITION[Math.ceil(mean - 0.5 - 1e-9)] ?? "unknown";
  const named = used.map((rating) => `${rating.rater} "${rating.label}" (${rating.date})`).join(" and ");
  return { factuality, basis: `${used.length > 1 ? "Mean of " : ""}${named} → ${factuality}.` };
}
