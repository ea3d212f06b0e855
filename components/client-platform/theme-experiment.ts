import { readFeature } from "@/lib/client/features";
import { resolveThemeValue } from "@/lib/client/theme";

// The theme experiment (spec §3, §5; issue 19): a stored "dark" or "light" stays; a missing or invalid
// value is drawn by GrowthBook (theme-experiment, 50/50 per browser) and stored. Replaces the former
// system-preference fallback of app/layout.tsx, whose first-paint script now only applies a valid value.
export const THEME_STORAGE_KEY = "theme";

export function applyThemeExperiment(): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(THEME_STORAGE_KEY);
  } catch (error) {
    console.warn("Could not read the theme", error);
  }
  const { theme, drawn } = resolveThemeValue(stored, () => (readFeature("theme-experiment") === "dark" ? 0 : 0.5));
  if (!drawn) return;
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch (error) {
    console.warn("Could not store the theme", error);
  }
}
