import { z } from "zod";
import { accountRoute, noContent } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limiters";
import { positiveIdSchema, readJsonBody } from "@/lib/api/request-input";
import { clearReads, recordRead } from "@/lib/queries/reads";
import { recordStoryRead } from "@/lib/site/story-read";

export const dynamic = "force-dynamic";

const bodySchema = z.object({ storyId: positiveIdSchema, articleId: positiveIdSchema.nullish() });

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
