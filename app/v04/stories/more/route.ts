import { errorResponse } from "@/lib/api/errors";
import { cachedFeedCards, FEED_CACHE_SECONDS } from "@/lib/site/cached-feeds";
import { moreStories } from "@/lib/site/more-stories";

export const dynamic = "force-dynamic";

// GET /v04/stories/more?feed=top-us&offset=20&limit=20 (lib/site/more-stories.ts). The same for every
// reader, so shared caches may keep it as long as the data cache does.
export async function GET(request: Request): Promise<Response> {
  try {
    const body = await moreStories(new URL(request.url).searchParams, cachedFeedCards);
    return Response.json(body, { headers: { "cache-control": `public, max-age=${FEED_CACHE_SECONDS}` } });
  } catch (error) {
    return errorResponse(error);
  }
}
