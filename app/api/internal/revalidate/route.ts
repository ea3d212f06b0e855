import { revalidateTag } from "next/cache";
import { z } from "zod";
import { AppError, errorResponse } from "@/lib/api/errors";
import { readJsonBody } from "@/lib/api/request-input";
import { CHANGED_DATA } from "@/lib/db/change-notice";
import { isRevalidationRequest } from "@/lib/server/cache-invalidation";
import { clearMicrocache } from "@/lib/server/microcache";
import { clearPersonalPages } from "@/lib/server/personal-pages";
import { STORIES_CACHE_TAG } from "@/lib/site/cached-feeds";
import { forgetPersonalPools } from "@/lib/site/personal-pools";

export const dynamic = "force-dynamic";

const Body = z.object({ tags: z.array(z.enum(CHANGED_DATA)).min(1) });

// POST /api/internal/revalidate {tags}: the web process asks itself to empty the caches tagged with what
// the engine changed (lib/server/cache-invalidation.ts). Only this process holds the token; anyone else
// is refused before anything is read. `expire: 0`: the next reader gets a freshly made page, not the
// stale one; the web process's microcache of those pages and its copies of readers' personal pages
// (lib/server/personal-pages.ts) are emptied with them, and the personal pages' shared story lists with
// changed stories (lib/site/personal-pools.ts).
export async function POST(request: Request): Promise<Response> {
  if (!isRevalidationRequest(request.headers)) {
    return errorResponse(new AppError("forbidden", "Only the server itself may empty its caches"));
  }
  try {
    const { tags } = await readJsonBody(request, Body);
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    clearMicrocache();
    clearPersonalPages();
    if (tags.includes(STORIES_CACHE_TAG)) forgetPersonalPools();
    return Response.json({ revalidated: tags });
  } catch (error) {
    return errorResponse(error);
  }
}
