"use client";

import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { browserApi } from "@/lib/client/browser-api";
import { currentRoute, isBackNavigation, readLoaded, saveLoaded } from "@/lib/client/scroll-memory";
import type { FeedCard } from "@/lib/site/feed-card";

// The appended cards' renderer is loaded on the first "Load more" (or a return to a page that had more):
// not part of the page's first load (the 150 kB budget).
const loadMoreCards = () => import("./more-cards");
const MoreCards = lazy(loadMoreCards);

// "Load more" (issue 4): a link to ?page=N+1 that works without JavaScript; with JavaScript it fetches
// the next cards from GET /v04/stories/more and appends them, then moves focus to the first new story
// so keyboard and screen-reader users land where the new content starts.

export interface LoadMoreProps {
  /** The no-JS link: the same page with one more page of stories. */
  href: string;
  /** Query for /v04/stories/more without offset and limit: feed=…, and country/region for local. */
  apiQuery: string;
  offset: number;
  perPage: number;
  label: string;
  /** Payments are configured (issue 21): each load counts toward the hour's load-more paywall (spec §4). */
  plansOffered?: boolean;
}

interface MoreResponse {
  stories: FeedCard[];
  hasMore: boolean;
}

export function LoadMore({ href, apiQuery, offset, perPage, label, plansOffered = false }: LoadMoreProps) {
  const [cards, setCards] = useState<FeedCard[]>([]);
  const [hasMore, setHasMore] = useState(true);
  const [state, setState] = useState<"idle" | "loading" | "error">("idle");
  // The index of the first appended card, focused once React has rendered it.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focused = useCallback(() => setFocusIndex(null), []);

  // Back to this page: the stories loaded before come back with it (issue 19), so the scroll position does too.
  useEffect(() => {
    if (!isBackNavigation()) return;
    const saved = readLoaded<FeedCard>(currentRoute(), { apiQuery, offset });
    if (!saved) return;
    setCards(saved.cards);
    setHasMore(saved.hasMore);
  }, [apiQuery, offset]);

  async function loadMore(): Promise<void> {
    setState("loading");
    void loadMoreCards().catch(() => undefined); // fetched alongside the stories; a failure shows when rendering
    try {
      const body = await browserApi().get<MoreResponse>(`/v04/stories/more?${apiQuery}&offset=${offset + cards.length}&limit=${perPage}`);
      if (!body) throw new Error("No stories answered");
      setFocusIndex(cards.length);
      const next = [...cards, ...body.stories.filter((card) => !cards.some((known) => known.id === card.id))];
      setCards(next);
      setHasMore(body.hasMore);
      saveLoaded(currentRoute(), { apiQuery, offset, cards: next, hasMore: body.hasMore });
      setState("idle");
      // Loaded on the event, never in the first load (the 150 kB budget).
      if (plansOffered) void import("@/components/billing/paywall-prompt").then((prompt) => prompt.countAndPrompt("loadMore")).catch((error: unknown) => console.error("Could not count the load", error));
    } catch (error) {
      console.error("Could not load more stories", { apiQuery, error });
      setState("error");
    }
  }

  const nextHref = href.replace(/([?&]page=)\d+/, (_, prefix: string) => `${prefix}${Math.floor((offset + cards.length) / perPage) + 1}`);
  return (
    <>
      {cards.length > 0 ? (
        <Suspense fallback={null}>
          <MoreCards cards={cards} label={label} focusIndex={focusIndex} onFocused={focused} />
        </Suspense>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {cards.length > 0 ? `${cards.length} more stories loaded.` : ""}
      </p>
      {state === "error" ? (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-400">
          Could not load more stories. Please try again.
        </p>
      ) : null}
      {hasMore ? (
        <div className="mt-6 flex justify-center">
          <a
            href={nextHref}
            aria-disabled={state === "loading"}
            onClick={(event) => {
              // Ctrl/⌘/Shift-click keeps the browser's own "open in a new tab or window".
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              if (state !== "loading") void loadMore();
            }}
            className={`rounded border border-neutral-300 px-4 py-2 font-semibold hover:bg-neutral-100 dark:border-neutral-700 dark:hover:bg-neutral-900 ${FOCUS_RING}`}
          >
            {state === "loading" ? "Loading…" : "Load more"}
          </a>
        </div>
      ) : null}
    </>
  );
}
