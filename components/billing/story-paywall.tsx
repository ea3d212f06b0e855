"use client";

import { useEffect, useState, type ComponentType } from "react";

/**
 * The story page's paywall counter (spec §4), loaded after first paint: the counting, the plan check and
 * the dialog (story-paywall-body.tsx) are not part of the story page's first load (the 150 kB budget).
 */
export function StoryPaywall() {
  const [Body, setBody] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    import("./story-paywall-body")
      .then((module) => {
        if (live) setBody(() => module.StoryPaywallBody);
      })
      .catch((error: unknown) => console.error("Could not load the story paywall", error));
    return () => {
      live = false;
    };
  }, []);
  return Body ? <Body /> : null;
}
