import { getEnv } from "@/lib/env";
import { locationResponse } from "@/lib/geo/location-response";

export const dynamic = "force-dynamic";

// GET /api/location: { countryCode, regionCode, userCity } for the caller's address, unknown keys left
// out (spec §7; lib/geo/location-response.ts). `?ip=` works outside production only.
export function GET(request: Request): Response {
  return locationResponse(request, { allowIpOverride: getEnv().NODE_ENV !== "production" });
}
