// The user personalization cookie (spec §3: "user personalization JSON (keys newHomeStickyBannerVisible,
// giftBannerVisible, stickyBannerState, inPremiumTrialCohort)"; §9 cookie lifetime one year). The spec
// names the keys, not the cookie: GROUND_PERSONALIZATION, after the GROUND_* naming of the other cookies.
// Pure: read on the server (the account page) and written in the browser (components/billing/gift-banner.tsx).

export const PERSONALIZATION_COOKIE = "GROUND_PERSONALIZATION";
/** Spec §9: cookie lifetime 31536000 seconds (one year). */
export const PERSONALIZATION_COOKIE_MAX_AGE = 31_536_000;

export interface Personalization {
  newHomeStickyBannerVisible?: boolean;
  giftBannerVisible?: boolean;
  stickyBannerState?: string;
  inPremiumTrialCohort?: boolean;
}

/**
 * The cookie's value (JSON, URI-encoded or not, as js-cookie or a server wrote it) as the known keys with
 * their types; anything unreadable or of the wrong type is left out, so a bad cookie shows every banner.
 */
export function parsePersonalization(value: string | undefined | null): Personalization {
  if (!value) return {};
  let raw: unknown;
  for (const text of [value, safeDecode(value)]) {
    try {
      raw = JSON.parse(text);
      break;
    } catch {
      raw = undefined;
    }
  }
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return {};
  const input = raw as Record<string, unknown>;
  const result: Personalization = {};
  for (const key of ["newHomeStickyBannerVisible", "giftBannerVisible", "inPremiumTrialCohort"] as const) {
    if (typeof input[key] === "boolean") result[key] = input[key];
  }
  if (typeof input.stickyBannerState === "string") result.stickyBannerState = input.stickyBannerState;
  return result;
}

/** The JSON text to store: the reader's other choices kept, `change` applied. */
export function withPersonalization(current: string | undefined | null, change: Personalization): string {
  return JSON.stringify({ ...parsePersonalization(current), ...change });
}

/** The gift banner shows until the reader closes it (giftBannerVisible false). */
export function giftBannerVisible(personalization: Personalization): boolean {
  return personalization.giftBannerVisible !== false;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
