import { getEnv } from "@/lib/env";
import { log } from "@/lib/log";
import { cachedFeedCards, cachedInterest } from "@/lib/site/cached-feeds";
import { interestRss } from "@/lib/site/rss-response";
import { siteOrigin } from "@/lib/site/site-origin";

export const dynamic = "force-dynamic";

// GET /rss/interest/{id}.xml: an interest's latest stories as RSS 2.0.
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  try {
    return await interestRss(file, {
      origin: siteOrigin(getEnv().PUBLIC_URL, request.url),
      loadCards: cachedFeedCards,
      loadInterest: cachedInterest,
      now: new Date(),
    });
  } catch (error) {
    log.error("interest RSS failed", { file, error });
    return new Response("The feed is not available right now.", { status: 503, headers: { "retry-after": "60" } });
  }
}
