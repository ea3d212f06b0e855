import { getDb } from "@/lib/db";
import { blindspotAllowance } from "@/lib/api/blindspot-allowance";
import { errorResponse } from "@/lib/api/errors";
import { parseStoryFeedQuery } from "@/lib/api/stories-query";
import { listStories } from "@/lib/engine/story-feed";

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  try {
    const query = parseStoryFeedQuery(new URL(request.url).searchParams);
    const db = await getDb();
    const now = new Date();
    if (query.filter.kind === "blindspot") query.blindspotPerSide = (await blindspotAllowance(db, request, now)).perSide;
    const body = await listStories(db, query, now);
    return Response.json(body);
  } catch (error) {
    return errorResponse(error);
  }
}
