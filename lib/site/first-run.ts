// What the home page says before the first stories exist (issue 4 "First run and empty states"). Pure:
// the feed totals (lib/engine/feed-status.ts) and the story count come in as arguments.

export interface FirstRunTotals {
  feeds: number;
  fetched: number;
  succeeded: number;
  failing: number;
  articles: number;
}

export interface FirstRunProgress {
  feeds: number;
  fetched: number;
  failing: number;
  articles: number;
  stories: number;
}

export type FirstRunState =
  /** Stories exist: show the feed. */
  | { kind: "ready" }
  /** The engine is fetching and clustering: show progress and refresh. */
  | ({ kind: "gathering" } & FirstRunProgress)
  /** Every feed fetched so far failed and none ever worked: most likely no network. */
  | ({ kind: "unreachable" } & FirstRunProgress);

/** How often the first-run page reloads itself. */
export const FIRST_RUN_REFRESH_SECONDS = 10;

/** The command that loads captured feed files when the feeds cannot be reached (scripts/ingest.ts). */
export const INGEST_COMMAND = "npm run ingest -- --dir DIR";

export function firstRunState(totals: FirstRunTotals, stories: number): FirstRunState {
  if (stories > 0) return { kind: "ready" };
  const progress: FirstRunProgress = {
    feeds: totals.feeds,
    fetched: totals.fetched,
    failing: totals.failing,
    articles: totals.articles,
    stories,
  };
  // Articles without stories are only waiting for the clusterer; a feed that ever worked means the
  // network is there. Only when every attempt so far failed is "cannot be reached" the honest message.
  const allFailing = totals.fetched > 0 && totals.succeeded === 0 && totals.failing >= totals.fetched && totals.articles === 0;
  return allFailing ? { kind: "unreachable", ...progress } : { kind: "gathering", ...progress };
}
