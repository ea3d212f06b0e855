// The image-mode preference (spec §3 "Cookies": image mode, color or grayscale, default color; spec §5:
// "Image mode accepts only color or grayscale, else color"). The cookie lets pages render the right mode
// for signed-out visitors too; a signed-in user's saved imageMode (lib/accounts/settings.ts) wins.
import type { ImageMode } from "@/lib/accounts/user";

export type { ImageMode } from "@/lib/accounts/user";

/** Named like the product's other cookies (GROUND_LOGIN_TOKEN, GROUND_FEED_EDITION; spec §9). */
export const IMAGE_MODE_COOKIE = "GROUND_IMAGE_MODE";
export const DEFAULT_IMAGE_MODE: ImageMode = "color";

/** Spec §5: exactly "color" or "grayscale"; anything else (absent, "gray", "Grayscale") is color. */
export function parseImageMode(value: unknown): ImageMode {
  return value === "grayscale" ? "grayscale" : DEFAULT_IMAGE_MODE;
}
