import { classifyFetchError } from "./fetch-errors";

// Sentry in the browser (spec §9 "Sampling", "Monitoring transport"; issue 19): 8 % of sessions traced,
// 1 % replayed, at most 32 queued sends. What a failed fetch
// reports is the spec §8 classifier's decision, so offline visitors and blocked trackers are not noise.
export const SENTRY_TRACES_SAMPLE_RATE = 0.08;
export const SENTRY_REPLAY_SAMPLE_RATE = 0.01;
export const SENTRY_TRANSPORT_BUFFER = 32;

/** Whether an error that reached Sentry's global handlers should be sent. */
export function shouldReportToSentry(error: unknown, context: { online: boolean; ownHost: string; url?: string }): boolean {
  if (!(error instanceof Error)) return true;
  if (error.name === "FetchFailure") return false; // the API helper already reported what should be
  if (!/fetch|network|load failed|abort|cancel|timed? ?out|ssl|tls|certificate|cors/i.test(`${error.name} ${error.message}`)) return true;
  return classifyFetchError(error, context).report;
}
