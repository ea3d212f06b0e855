// Where the article assistant sits on the story page (spec §3 "Local-storage items": assistant variant;
// spec §5: "Assistant variant must be AA2 or AA3"; spec §9: a 50 percent split): AA2 at the right-hand
// side, AA3 below the summary. A stored valid value stays; anything else takes the arm GrowthBook drew
// for this browser (the assistant-variant flag, lib/client/feature-definitions.ts), to be stored.

export const ASSISTANT_VARIANT_KEY = "assistantVariant";
export const ASSISTANT_VARIANTS = ["AA2", "AA3"] as const;
export type AssistantVariant = (typeof ASSISTANT_VARIANTS)[number];

function isAssistantVariant(value: unknown): value is AssistantVariant {
  return value === "AA2" || value === "AA3";
}

export interface AssistantVariantResolution {
  variant: AssistantVariant;
  /** True when the value came from the flag now and should be stored. */
  drawn: boolean;
}

export function resolveAssistantVariant(stored: unknown, flag: AssistantVariant): AssistantVariantResolution {
  return isAssistantVariant(stored) ? { variant: stored, drawn: false } : { variant: flag, drawn: true };
}
