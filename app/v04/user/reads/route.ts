import { accountRoute, noContent, readJsonObject } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { parsePositiveId } from "@/lib/api/positive-id";
import { clearReads, recordRead } from "@/lib/queries/reads";

export const dynamic = "force-dynamic";


// POST /v04/user/reads {storyId, articleId?}: records a read (story page, My News Bias). 204; 404 for an
// unknown story or article.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now }) => {
    const body = await readJsonObject(request);
    const storyId = parsePositiveId(body.storyId);
    if (storyId === null) throw new AppError("bad_request", "storyId: must be a positive integer");
    const articleId = body.articleId === undefined || body.articleId === null ? null : parsePositiveId(body.articleId);
    if (articleId === null && body.articleId != null) throw new AppError("bad_request", "articleId: must be a positive integer");
    const result = await recordRead(db, { userId: session.user.id, storyId, articleId, readAt: now });
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
