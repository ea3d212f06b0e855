import { getDb } from "@/lib/db";
import { AppError, errorResponse } from "@/lib/api/errors";
import { parseStoryId } from "@/lib/api/stories-query";
import { getStoryDetail } from "@/lib/engine/story-feed";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const url = new URL(request.url);
    const { id, asOf } = parseStoryId((await params).id, url.searchParams);
    const detail = await getStoryDetail(await getDb(), id, asOf);
    if (!detail) throw new AppError("not_found", `No story ${id}`);
    if ("mergedInto" in detail) {
      // The story was merged into another one: old links keep working.
      return Response.redirect(new URL(`/v04/stories/${detail.mergedInto}${url.search}`, url), 308);
    }
    return Response.json(detail);
  } catch (error) {
    return errorResponse(error);
  }
}
