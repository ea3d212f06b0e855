import { getEnv } from "@/lib/env";
import { log } from "@/lib/log";
import { cachedFeedCards } from "@/lib/site/cached-feeds";
import { editionRss } from "@/lib/site/rss-response";
import { siteOrigin } from "@/lib/site/site-origin";

export const dynamic = "force-dynamic";

// GET /rss/{edition}.xml, e.g. /rss/top-us.xml: the edition's top stories as RSS 2.0.
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  try {
    return await editionRss(file, { origin: siteOrigin(getEnv().PUBLIC_URL, request.url), loadCards: cachedFeedCards, now: new Date() });
  } catch (error) {
    log.error("edition RSS failed", { file, error });
    return new Response("The feed is not available right now.", { status: 503, headers: { "retry-after": "60" } });
  }
}
