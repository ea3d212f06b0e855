import { z } from "zod";
import { accountRoute, noContent } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { positiveIdSchema, readJsonBody } from "@/lib/api/request-input";
import { clearReads, recordRead } from "@/lib/queries/reads";

export const dynamic = "force-dynamic";

const bodySchema = z.object({ storyId: positiveIdSchema, articleId: positiveIdSchema.nullish() });

// POST /v04/user/reads {storyId, articleId?}: records a read (story page, My News Bias). 204; 404 for an
// unknown story or article.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now }) => {
    const { storyId, articleId = null } = await readJsonBody(request, bodySchema);
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
