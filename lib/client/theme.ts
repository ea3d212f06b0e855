// The theme experiment value (spec §3 "Local-storage items": theme experiment value, dark or light;
// spec §5: "Theme value must be dark or light, else re-randomised"). A visitor keeps their arm of the
// experiment for as long as the stored value is valid; a missing or damaged value draws a new one.
// The random source is injected so that tests, and a seeded experiment service, decide the draw.

export const THEME_VALUES = ["dark", "light"] as const;
export type ThemeValue = (typeof THEME_VALUES)[number];

export interface ThemeResolution {
  theme: ThemeValue;
  /** True when the value was drawn now and should be stored. */
  drawn: boolean;
}

export function isThemeValue(value: unknown): value is ThemeValue {
  return value === "dark" || value === "light";
}

/**
 * The stored value when it is exactly "dark" or "light"; otherwise a fresh draw, dark and light
 * equally likely: `random()` (in [0, 1), like Math.random) below 0.5 gives dark.
 */
export function resolveThemeValue(stored: unknown, random: () => number): ThemeResolution {
  if (isThemeValue(stored)) return { theme: stored, drawn: false };
  return { theme: random() < 0.5 ? "dark" : "light", drawn: true };
}
