import type { BiasColourScheme } from "@/lib/client/bias-colours";
import type { BlindspotFor } from "@/lib/news/coverage/blindspot";

// The cached blindspot and interest pages (docs/decisions.md "Cached blindspot and interest pages"). A
// signed-out reader's /blindspot depends on the tab and the bias colours alone, and /interest/{id} on the
// interest and the colours, so each is cached once per colour scheme (lib/site/story-routing.ts
// signedOutScheme), at an internal address that /blindspot and /interest/{id} are rewritten to. Pure.

export const BLINDSPOT_SIDES: readonly BlindspotFor[] = ["left", "right"];

export function isBlindspotSide(value: string): value is BlindspotFor {
  return (BLINDSPOT_SIDES as readonly string[]).includes(value);
}

/** The last of a repeated query parameter: the one Next's rewrite conditions look at. */
function lastValue(raw: string | string[] | undefined): string | undefined {
  return Array.isArray(raw) ? raw.at(-1) : raw;
}

/** The tab `?side=` asks for: right for "right", left for anything else (the default tab). */
export function parseBlindspotSide(raw: string | string[] | undefined): BlindspotFor {
  return lastValue(raw) === "right" ? "right" : "left";
}

/**
 * The tab of the cached page that serves `?side=`: left when the parameter is absent or empty, the side
 * it names when it names one, and null for any other value, which keeps the per-request page (it shows
 * the left tab too; one rule fewer in next.config.js for an address no link of ours makes).
 */
export function cachedBlindspotSide(raw: string | string[] | undefined): BlindspotFor | null {
  const value = lastValue(raw);
  if (!value) return "left";
  return isBlindspotSide(value) ? value : null;
}

/** The id of `/interest/{id}`, or null for one that is not a number or out of the database's range. */
export function parseInterestId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647) return null;
  return Number(raw);
}

/** The internal address of a blindspot tab's cached page for one scheme (`side` may be a route parameter). */
export function blindspotViewPath(scheme: BiasColourScheme, side: string): string {
  return `/blindspot-view/${scheme}/${side}`;
}

/** The internal address of an interest's cached page for one scheme. */
export function interestViewPath(scheme: BiasColourScheme, interestId: number | string): string {
  return `/interest-view/${scheme}/${interestId}`;
}
