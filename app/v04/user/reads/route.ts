import { z } from "zod";
import { accountRoute, noContent } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limiters";
import { readerAnswer } from "@/lib/api/reader-answers";
import { positiveIdSchema, readJsonBody, readQuery, storyIdsQuerySchema } from "@/lib/api/request-input";
import { readStoryIdsAmong } from "@/lib/queries/reader-counters";
import { clearReads, recordRead } from "@/lib/queries/reads";
import { recordStoryRead } from "@/lib/site/story-read";

export const dynamic = "force-dynamic";

const bodySchema = z.object({ storyId: positiveIdSchema, articleId: positiveIdSchema.nullish() });

// GET /v04/user/reads?storyIds=1,2,3 → {storyIds: [...]}: which of these stories the reader has read
// (issue 28: the "read" marks of the cached pages, applied in the browser). 400 without a list.
export async function GET(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required", sessionCache: true }, async ({ db, session }) => {
    const { storyIds } = readQuery(request, storyIdsQuerySchema);
    const read = await readerAnswer(db, session.user, `reads:${storyIds.join(",")}`, async () => {
      const among = await readStoryIdsAmong(db, { userId: session.user.id, since: new Date(0), storyIds });
      return storyIds.filter((id) => among.has(id));
    });
    return Response.json({ storyIds: read }, { headers: { "cache-control": "private, no-store" } });
  });
}

// POST /v04/user/reads {storyId, articleId?}: records a read (story page, My News Bias). 204; 404 for an
// unknown story or article. A story read without an article within 30 minutes of the last is not recorded again.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now }) => {
    await enforceRateLimit("readsPerUser", String(session.user.id));
    const { storyId, articleId = null } = await readJsonBody(request, bodySchema);
    // A story page's own read (no article) is deduplicated like a reload (issue 28: the browser sends it).
    const result = articleId === null
      ? await recordStoryRead(db, { userId: session.user.id, storyId, now })
      : await recordRead(db, { userId: session.user.id, storyId, articleId, readAt: now });
    if (!result.ok) throw new AppError("not_found", result.missing === "story" ? `No story ${storyId}` : `No article ${articleId}`);
    return noContent();
  });
}

// DELETE /v04/user/reads: forgets the reading history. 204.
export async function DELETE(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session }) => {
    await clearReads(db, session.user.id);
    return noContent();
  });
}
