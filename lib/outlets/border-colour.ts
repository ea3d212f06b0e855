import { sideOf, type Bias } from "@/lib/news/bias-scale";

/**
 * Outlet border colours (spec §1): grey for neutral, dark blue for left-leaning, dark red for
 * right-leaning. The blue and red are the spec's own bias colours (§4: #204986 and #802727); the grey
 * is the neutral grey the rest of the interface uses. Defined here once.
 */
export const BORDER_COLOURS = {
  left: "#204986",
  right: "#802727",
  neutral: "#6b7280",
} as const;

/** Centre and unrated outlets are neutral; every left point is blue and every right point red. */
export function borderColour(bias: Bias): string {
  const side = sideOf(bias);
  if (side === "left") return BORDER_COLOURS.left;
  if (side === "right") return BORDER_COLOURS.right;
  return BORDER_COLOURS.neutral;
}
