import { BIAS_COLOUR_SELECTIONS, effectiveScheme, initialSelection, type BiasColourScheme } from "@/lib/client/bias-colours";

// The cached story page (docs/decisions.md "Reader's site (issue 4)"). For a signed-out reader the
// story page depends on the story and the bias colours alone, and the colours on the edition alone
// (spec §4: auto follows the edition), so each story is cached once per colour scheme, not once per
// edition: /article/{id} is rewritten to /story-view/{scheme}/{id}. Pure.

/** The schemes a cached story page exists for: every selection but auto, which resolves to one. */
export const STORY_VIEW_SCHEMES = BIAS_COLOUR_SELECTIONS.filter((selection): selection is BiasColourScheme => selection !== "auto");

export function isStoryViewScheme(value: string): value is BiasColourScheme {
  return (STORY_VIEW_SCHEMES as readonly string[]).includes(value);
}

/**
 * The colours a signed-out reader of `edition` sees: no saved colour, so the default selection (auto),
 * resolved by the edition, exactly as getReaderContext does for the per-request page.
 */
export function signedOutScheme(edition: string): BiasColourScheme {
  return effectiveScheme(initialSelection(null), edition);
}

/** The internal address of a story's cached page for one scheme. */
export function storyViewPath(scheme: BiasColourScheme, storyId: number | string): string {
  return `/story-view/${scheme}/${storyId}`;
}
