// How long a server asks us to wait: Retry-After (RFC 9110 §10.2.3) and freshness from Cache-Control
// / Expires (RFC 9111 §4.2). Pure; the clock comes in as `nowMs`. The scheduler (next-check.ts) turns
// these into the feed's next check.

/** A hostile or mistyped Retry-After may ask for a pause, not for the feed to be forgotten. */
export const MAX_RETRY_AFTER_S = 7 * 24 * 3600;

const DELAY_SECONDS = /^\d+$/;

/**
 * Retry-After is either delay-seconds or an HTTP-date (RFC 9110 §10.2.3). Returns whole seconds from
 * now (a date in the past gives 0), capped at MAX_RETRY_AFTER_S, or undefined when absent or invalid.
 */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let seconds: number;
  if (DELAY_SECONDS.test(text)) {
    seconds = Number(text);
  } else {
    const date = parseHttpDate(text);
    if (date === undefined) return undefined;
    seconds = Math.ceil((date - nowMs) / 1000);
  }
  return Math.min(Math.max(seconds, 0), MAX_RETRY_AFTER_S);
}

const ASCTIME = /^[a-z]{3} [a-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/i;

/**
 * HTTP-date (RFC 9110 §5.6.7): IMF-fixdate, plus the obsolete RFC 850 and asctime forms recipients
 * must accept. Date.parse understands all three, but reads asctime (which has no zone) as local time,
 * while HTTP dates are always GMT. Anything that is not date-like is refused so "soon" is not a date.
 */
export function parseHttpDate(value: string): number | undefined {
  if (!/[a-z]{3}/i.test(value) || !/\d{2}:\d{2}:\d{2}/.test(value)) return undefined;
  const time = Date.parse(ASCTIME.test(value.trim()) ? `${value.trim()} GMT` : value);
  return Number.isNaN(time) ? undefined : time;
}

/** Cache-Control directives, lower-cased names; quoted values unquoted (RFC 9111 §5.2). */
export function parseCacheControl(value: string | undefined): Map<string, string | true> {
  const directives = new Map<string, string | true>();
  for (const part of (value ?? "").split(",")) {
    const [rawName, ...rest] = part.split("=");
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    const argument = rest.join("=").trim().replace(/^"(.*)"$/, "$1");
    directives.set(name, rest.length ? argument : true);
  }
  return directives;
}

export interface FreshnessHeaders {
  cacheControl?: string;
  expires?: string;
  date?: string;
  age?: string;
}

/**
 * Seconds the response stays fresh, or undefined when the server says nothing useful. max-age wins
 * over Expires (RFC 9111 §5.3); Expires counts from the server's Date, else our clock (§4.2.1); an
 * invalid Expires means already stale (§5.3). The Age already spent in caches is subtracted (§4.2.3).
 * no-store / no-cache give undefined: revalidate on the normal schedule.
 */
export function freshnessLifetimeS(headers: FreshnessHeaders, nowMs: number): number | undefined {
  const directives = parseCacheControl(headers.cacheControl);
  if (directives.has("no-store") || directives.has("no-cache")) return undefined;
  let lifetime: number | undefined;
  const maxAge = directives.get("max-age");
  if (typeof maxAge === "string" && DELAY_SECONDS.test(maxAge)) {
    lifetime = Number(maxAge);
  } else if (headers.expires !== undefined) {
    const expires = parseHttpDate(headers.expires);
    const date = headers.date === undefined ? undefined : parseHttpDate(headers.date);
    lifetime = expires === undefined ? 0 : Math.floor((expires - (date ?? nowMs)) / 1000);
  }
  if (lifetime === undefined) return undefined;
  const age = headers.age !== undefined && DELAY_SECONDS.test(headers.age.trim()) ? Number(headers.age.trim()) : 0;
  return Math.max(lifetime - age, 0);
}
