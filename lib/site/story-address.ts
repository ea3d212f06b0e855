import { parsePositiveId } from "@/lib/api/positive-id";
import { parseStoryId } from "@/lib/api/stories-query";
import type { SideFilter } from "./story-sides";
import { countOf } from "./count-of";

// The story page's address: /article/{numeric id}[?asOf=…][&side=…] (issue 4). Pure.

export interface StoryAddress {
  id: number;
  asOf?: Date;
  /** ?asOf= as given, for links that keep it. */
  asOfRaw?: string;
}

/**
 * The story an address names, or null when the id is not a story id (the page answers 404). An asOf
 * that is not a date is dropped rather than refused: the reader still gets the story as it is now.
 */
export function parseStoryAddress(rawId: string, query: Record<string, string | string[] | undefined>): StoryAddress | null {
  const id = parsePositiveId(rawId);
  if (id === null) return null;
  const asOfRaw = Array.isArray(query.asOf) ? query.asOf[0] : query.asOf;
  if (!asOfRaw) return { id };
  try {
    const { asOf } = parseStoryId(rawId, new URLSearchParams({ asOf: asOfRaw }));
    return { id, asOf, asOfRaw };
  } catch {
    return { id };
  }
}

/** /article/{id} with the parameters that matter (side "all" is the default and left out). */
export function storyHref(id: number, options: { asOf?: string; side?: SideFilter } = {}): string {
  const params = new URLSearchParams();
  if (options.asOf) params.set("asOf", options.asOf);
  if (options.side && options.side !== "all") params.set("side", options.side);
  const search = params.toString();
  return `/article/${id}${search ? `?${search}` : ""}`;
}

/** The page description: the summary (cut at a word near 200 characters), else a line about its coverage. */
export function storyDescription(story: { summary: string; sourceCount: number; coverage: { left: number; center: number; right: number } }): string {
  const summary = story.summary.trim();
  if (summary) {
    if (summary.length <= 200) return summary;
    const cut = summary.slice(0, 200);
    return `${cut.slice(0, cut.lastIndexOf(" ") > 120 ? cut.lastIndexOf(" ") : 200)}…`;
  }
  const { left, center, right } = story.coverage;
  return `Covered by ${countOf(story.sourceCount, "source")}: ${left}% left, ${center}% center, ${right}% right.`;
}
