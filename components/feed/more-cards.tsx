"use client";

import { useEffect, useRef } from "react";
import { SESSION_CLASS } from "@/lib/client/bias-colours";
import type { FeedCard } from "@/lib/site/feed-card";
import { StoryCardView } from "./story-card";
import { STORY_GRID } from "./story-list";

/**
 * The stories "Load more" appended (components/feed/load-more.tsx). A module of its own, loaded when the
 * reader first asks for more (or comes back to a page that had more), so the card renderer is not part of
 * the page's first load. Moves focus to the first new story once it is rendered, and marks a signed-in
 * reader's read stories among them.
 */
export default function MoreCards({ cards, label, focusIndex, onFocused }: { cards: FeedCard[]; label: string; focusIndex: number | null; onFocused: () => void }) {
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>("h2 a")[focusIndex]?.focus();
    onFocused();
  }, [cards, focusIndex, onFocused]);
  // A signed-in reader's "read" marks on the appended cards too (issue 28; the page's own cards get them
  // from the client platform after first paint and on each navigation).
  useEffect(() => {
    const list = listRef.current;
    if (!list || cards.length === 0 || !document.documentElement.classList.contains(SESSION_CLASS)) return;
    import("@/lib/client/personal-marks")
      .then((marks) => marks.loadPersonalMarks(list))
      .catch((error: unknown) => console.error("Could not mark the loaded stories", error));
  }, [cards]);
  const now = Date.now();
  return (
    <ol ref={listRef} aria-label={`${label}, more`} className={`mt-4 ${STORY_GRID}`}>
      {cards.map((card) => (
        <li key={card.id}>
          <StoryCardView card={card} now={now} />
        </li>
      ))}
    </ol>
  );
}
