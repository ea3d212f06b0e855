import type { ApiClient } from "./api-client";

// GET /api/location on the product's own host (spec §7): the visitor's countryCode, regionCode and
// userCity. On failure all three are undefined, and the failure is only logged (spec §8).
export interface VisitorLocation {
  countryCode: string | undefined;
  regionCode: string | undefined;
  userCity: string | undefined;
}

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

export async function fetchLocation(api: Pick<ApiClient, "get">): Promise<VisitorLocation> {
  try {
    const body = await api.get<Record<string, unknown>>("/api/location");
    return { countryCode: text(body?.countryCode), regionCode: text(body?.regionCode), userCity: text(body?.userCity) };
  } catch (error) {
    console.error("Could not look up the location", error);
    return { countryCode: undefined, regionCode: undefined, userCity: undefined };
  }
}

/** One lookup per page view, shared by everything that asks (the edition, the consent banner). */
let pending: Promise<VisitorLocation> | undefined;
export function visitorLocation(api: Pick<ApiClient, "get">): Promise<VisitorLocation> {
  pending ??= fetchLocation(api);
  return pending;
}
