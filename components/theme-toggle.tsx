"use client";

import { useSyncExternalStore } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { HalfCircleIcon, MoonIcon, SunIcon } from "@/components/ui/icons";

type Theme = "dark" | "light";

// The key and class the no-flash script in app/layout.tsx reads before first paint (spec §3: theme
// value dark or light).
const THEME_STORAGE_KEY = "theme";
const DARK_CLASS = "dark";

// The class on <html> is the single source of truth; watching it keeps every toggle on the page in step.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

function currentTheme(): Theme {
  return document.documentElement.classList.contains(DARK_CLASS) ? "dark" : "light";
}

// The server cannot know the theme: it renders a neutral button, and React swaps in the real one
// right after hydration, so the two renders never disagree.
function serverTheme(): Theme | null {
  return null;
}

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle(DARK_CLASS, theme === "dark");
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch (error) {
    // Storage can be blocked (private mode, policy): the switch still works for this page view.
    console.warn("Could not store the theme choice", error);
  }
}

export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribe, currentTheme, serverTheme);
  const next: Theme = theme === "dark" ? "light" : "dark";
  const label = theme === null ? "Switch theme" : `Switch to ${next} theme`;
  return (
    <button
      type="button"
      onClick={() => applyTheme(next)}
      aria-label={label}
      title={label}
      className={`rounded p-2 text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800 ${FOCUS_RING}`}
    >
      {theme === null ? <HalfCircleIcon /> : theme === "dark" ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
