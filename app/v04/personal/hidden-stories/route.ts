import { accountRoute } from "@/lib/api/account-route";
import { readQuery, storyIdsQuerySchema } from "@/lib/api/request-input";
import { hiddenByReader } from "@/lib/personal/for-you";
import { readerRelations, storyOutletsAndInterests } from "@/lib/queries/personal-feed";

export const dynamic = "force-dynamic";

// GET /v04/personal/hidden-stories?storyIds=1,2,3 → {storyIds: [...]}: which of these stories the
// reader's blocked sources and muted topics hide (For You's rule, lib/personal/for-you.ts hiddenByReader:
// a muted topic, or every outlet covering it blocked). Issue 28: the cards of the cached public pages are
// the same for everyone and carry neither their outlets nor their topics, so the browser asks. 400
// without a list; no story read at all for a reader who blocked and muted nothing.
export async function GET(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session }) => {
    const { storyIds } = readQuery(request, storyIdsQuerySchema);
    const relations = await readerRelations(db, session.user.id);
    const reader = { blockedOutletIds: new Set(relations.blockedOutletIds), mutedInterestIds: new Set(relations.mutedInterestIds) };
    const stories = reader.blockedOutletIds.size + reader.mutedInterestIds.size > 0 ? await storyOutletsAndInterests(db, storyIds) : [];
    const hidden = stories.filter((story) => hiddenByReader(story, reader)).map((story) => story.id);
    return Response.json({ storyIds: storyIds.filter((id) => hidden.includes(id)) }, { headers: { "cache-control": "private, no-store" } });
  });
}
