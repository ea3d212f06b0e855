"use client";

import { useEffect, useState, type ComponentType } from "react";
import { ASSISTANT_VARIANT_KEY, resolveAssistantVariant, type AssistantVariant } from "@/lib/client/assistant-variant";
import { useFeature, useFeaturesLoaded } from "@/lib/client/features";

export interface StoryAssistantProps {
  storyId: number;
  /** Where this copy sits: AA2 at the right-hand side, AA3 below the summary (spec §3, §5). */
  placement: AssistantVariant;
}

/**
 * The article assistant's place on the story page (issue 22). The page renders one at each placement;
 * after first paint, the one matching the reader's variant loads the assistant itself
 * (story-assistant-body.tsx), so none of it is in the story page's first load (the 150 kB budget).
 * A browser with no stored variant waits for GrowthBook's draw and keeps it (lib/client/assistant-variant.ts).
 */
export function StoryAssistant({ storyId, placement }: StoryAssistantProps) {
  const flag = useFeature("assistant-variant");
  const flagsLoaded = useFeaturesLoaded();
  const [Body, setBody] = useState<ComponentType<StoryAssistantProps> | null>(null);
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(ASSISTANT_VARIANT_KEY);
    } catch (error) {
      console.warn("Could not read the assistant variant", error);
    }
    const { variant, drawn } = resolveAssistantVariant(stored, flag);
    if (drawn) {
      if (!flagsLoaded) return; // the default is nobody's arm of the experiment: wait for the draw
      try {
        localStorage.setItem(ASSISTANT_VARIANT_KEY, variant);
      } catch (error) {
        console.warn("Could not store the assistant variant", error);
      }
    }
    if (variant !== placement) return;
    let live = true;
    import("./story-assistant-body")
      .then((module) => {
        if (live) setBody(() => module.StoryAssistantBody);
      })
      .catch((error: unknown) => console.error("Could not load the article assistant", error));
    return () => {
      live = false;
    };
  }, [flag, flagsLoaded, placement]);
  return Body ? <Body storyId={storyId} placement={placement} /> : null;
}
