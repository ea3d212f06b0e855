import { getDb } from "@/lib/db";
import { blindspotAllowance } from "@/lib/api/blindspot-allowance";
import { errorResponse } from "@/lib/api/errors";
import { BLINDSPOT_STORIES_PER_SIDE } from "@/lib/billing/entitlements";
import { cachedFeedCards, FEED_CACHE_SECONDS } from "@/lib/site/cached-feeds";
import { moreStories } from "@/lib/site/more-stories";

export const dynamic = "force-dynamic";

// GET /v04/stories/more?feed=top-us&offset=20&limit=20 (lib/site/more-stories.ts). The same for every
// reader, so shared caches may keep it as long as the data cache does; except the blindspots of a
// signed-in reader, whose plan decides how far down the list they reach (spec §6 tiers).
export async function GET(request: Request): Promise<Response> {
  try {
    const params = new URL(request.url).searchParams;
    const allowance =
      params.get("feed") === "blindspot" ? await blindspotAllowance(await getDb(), request, new Date()) : { perSide: BLINDSPOT_STORIES_PER_SIDE.none, personal: false };
    const body = await moreStories(params, cachedFeedCards, allowance.perSide);
    const cacheControl = allowance.personal ? "private, no-store" : `public, max-age=${FEED_CACHE_SECONDS}`;
    return Response.json(body, { headers: { "cache-control": cacheControl } });
  } catch (error) {
    return errorResponse(error);
  }
}
