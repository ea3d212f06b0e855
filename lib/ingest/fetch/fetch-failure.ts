import type { FetchErrorCode } from "./types";

/**
 * A fetch failure with its code, thrown inside the fetcher's stages and turned into an
 * `{ kind: "error" }` value at its boundary (fetch-feed.ts), so callers never see an exception.
 */
export class FetchFailure extends Error {
  constructor(
    readonly code: FetchErrorCode,
    message: string,
    readonly status?: number,
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = "FetchFailure";
  }
}
