import { getDb } from "@/lib/db";
import { errorResponse } from "@/lib/api/errors";
import { parseStoryFeedQuery } from "@/lib/api/stories-query";
import { listStories } from "@/lib/engine/story-feed";

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  try {
    const query = parseStoryFeedQuery(new URL(request.url).searchParams);
    const body = await listStories(await getDb(), query, new Date());
    return Response.json(body);
  } catch (error) {
    return errorResponse(error);
  }
}
