import type { BlindspotFor } from "@/lib/news/coverage/blindspot";
import type { FeedCard } from "@/lib/site/feed-card";
import { browserApi } from "./browser-api";

// A signed-in reader's blindspots on the cached /blindspot page (issue 28). The page shows every reader
// the free plan's number of each side's blindspots; a reader whose plan reaches further gets the rest from
// GET /v04/stories/more, which reads the plan from the session (never from the readable user cookie).
// Loaded with a dynamic import by components/feed/blindspot-plan-extras.tsx, only for a signed-in reader.

export interface PlanExtras {
  /** How many of each side's blindspots the reader's plan shows; null for all of them. */
  perSide: number | null;
  /** The next blindspots of the tab after the free ones, as far as the plan reaches. */
  stories: FeedCard[];
  hasMore: boolean;
}

interface MoreAnswer {
  stories: FeedCard[];
  hasMore: boolean;
  blindspotsPerSide?: number | null;
}

/** The first page of the tab's blindspots beyond `offset` (the free number) that the reader's plan shows. */
export async function loadPlanExtras(side: BlindspotFor, offset: number, limit: number): Promise<PlanExtras | undefined> {
  const body = await browserApi().get<MoreAnswer>(`/v04/stories/more?feed=blindspot&side=${side}&offset=${offset}&limit=${limit}`, { noRedirectOn401: true });
  if (!body || body.blindspotsPerSide === undefined) return undefined;
  return { perSide: body.blindspotsPerSide, stories: body.stories, hasMore: body.hasMore };
}
