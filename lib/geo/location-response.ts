// GET /api/location (spec §7): the visitor's countryCode, regionCode and userCity, as JSON.
//
// - Unknown values are left out of the body (`{}` for a private address or a failed lookup): JSON has
//   no `undefined`, and a missing key reads back as undefined, which is what spec §7 asks for failure.
// - The address is the one rate limits use (lib/api/client-ip.ts): the last X-Forwarded-For entry, then
//   X-Real-IP. Without a proxy that sets these headers a client can name any address; that only changes
//   its own answer.
// - `?ip=` looks up another address, for development and tests only. In production it is ignored (the
//   caller's own address is used, no error), so the site cannot be used as a public IP-geolocation
//   service that re-serves the GeoLite2 data to third parties (its EULA §6(a) restricts disclosure).
// - The answer is the visitor's own and changes rarely: browsers may keep it an hour, shared caches never.
import { z } from "zod";
import { clientIp } from "@/lib/api/client-ip";
import { lookupLocation, type Location } from "./lookup-location";

export const LOCATION_CACHE_CONTROL = "private, max-age=3600";

export interface LocationRequestOptions {
  /** Honour `?ip=`. The route passes `NODE_ENV !== "production"`. */
  allowIpOverride: boolean;
  lookup?: (ip: string) => Location;
}

/** `?ip=`: any text up to an IPv6 address's length; the lookup answers `{}` for one it cannot read. Never an error (spec §7). */
const querySchema = z.object({ ip: z.string().trim().max(64).optional().catch(undefined) });

/** The address a location request is about: `?ip=` when allowed and given, else the client's. */
export function locationRequestIp(request: Request, allowIpOverride: boolean): string {
  const override = allowIpOverride ? querySchema.parse({ ip: new URL(request.url).searchParams.get("ip") ?? undefined }).ip : undefined;
  return override || clientIp(request.headers);
}

export function locationResponse(request: Request, options: LocationRequestOptions): Response {
  const lookup = options.lookup ?? lookupLocation;
  const location = lookup(locationRequestIp(request, options.allowIpOverride));
  return Response.json(location, { headers: { "cache-control": LOCATION_CACHE_CONTROL } });
}
