import type { ApiClient } from "./api-client";

// GET /api/location on the product's own host (spec §7): the visitor's countryCode, regionCode and
// userCity. On failure all three are undefined, and the failure is only logged (spec §8).
export interface VisitorLocation {
  countryCode: string | undefined;
  regionCode: string | undefined;
  userCity: string | undefined;
}

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

const UNKNOWN: VisitorLocation = { countryCode: undefined, regionCode: undefined, userCity: undefined };

function fromBody(body: Record<string, unknown> | null | undefined): VisitorLocation {
  return { countryCode: text(body?.countryCode), regionCode: text(body?.regionCode), userCity: text(body?.userCity) };
}

export async function fetchLocation(api: Pick<ApiClient, "get">): Promise<VisitorLocation> {
  return (await lookUp(api)) ?? UNKNOWN;
}

/** The answer, or null when the call failed (logged). */
async function lookUp(api: Pick<ApiClient, "get">): Promise<VisitorLocation | null> {
  try {
    return fromBody(await api.get<Record<string, unknown>>("/api/location"));
  } catch (error) {
    console.error("Could not look up the location", error);
    return null;
  }
}

/** Session storage key: one lookup per visit (browser session), not per page. */
export const LOCATION_KEY = "ground.location";

function storedLocation(): VisitorLocation | null {
  try {
    const raw = sessionStorage.getItem(LOCATION_KEY);
    return raw ? fromBody(JSON.parse(raw) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The visitor's location, looked up once per visit and shared by everything that asks (the edition, the consent banner, flags). */
let pending: Promise<VisitorLocation> | undefined;
export function visitorLocation(api: Pick<ApiClient, "get">): Promise<VisitorLocation> {
  pending ??= (async () => {
    const stored = storedLocation();
    if (stored) return stored;
    const found = await lookUp(api);
    if (!found) return UNKNOWN;
    try {
      sessionStorage.setItem(LOCATION_KEY, JSON.stringify(found));
    } catch (error) {
      console.warn("Could not keep the location for this visit", error);
    }
    return found;
  })();
  return pending;
}
