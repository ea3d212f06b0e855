import type { SearchResults } from "@/lib/queries/search";
import { BIAS_LABELS } from "@/lib/news/bias-labels";
import { countOf } from "./count-of";

// The search-as-you-type list (components/search/search-suggest.tsx): the /v04/search answer flattened
// into one list of links, stories first. Pure, so the keyboard behaviour can be tested without a browser.

export interface Suggestion {
  key: string;
  kind: "story" | "interest" | "outlet";
  label: string;
  detail: string;
  href: string;
}

const KIND_WORDS: Record<string, string> = { topic: "Topic", person: "Person", place: "Place", organisation: "Organisation" };

export function toSuggestions(results: SearchResults, perKind = 5): Suggestion[] {
  return [
    ...results.stories.slice(0, perKind).map((story) => ({
      key: `story-${story.id}`,
      kind: "story" as const,
      label: story.title,
      detail: `Story · ${countOf(story.sourceCount, "source")}`,
      href: `/article/${story.id}`,
    })),
    ...results.interests.slice(0, perKind).map((interest) => ({
      key: `interest-${interest.id}`,
      kind: "interest" as const,
      label: interest.name,
      detail: KIND_WORDS[interest.kind] ?? "Interest",
      href: `/interest/${interest.id}`,
    })),
    ...results.outlets.slice(0, perKind).map((outlet) => ({
      key: `outlet-${outlet.id}`,
      kind: "outlet" as const,
      label: outlet.name,
      detail: `Outlet · ${BIAS_LABELS[outlet.bias] ?? "Not rated"}`,
      href: `/outlet/${outlet.id}`,
    })),
  ];
}

/** The highlighted option after an arrow key: wraps around; -1 means none (the text box itself). */
export function moveHighlight(current: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

/** Whether a typed query is worth asking the server about: at least two characters, within the limit. */
export function shouldSuggest(q: string, maxLength: number): boolean {
  const trimmed = q.trim();
  return trimmed.length >= 2 && trimmed.length <= maxLength;
}
