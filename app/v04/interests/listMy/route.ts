import { z } from "zod";
import { accountRoute } from "@/lib/api/account-route";
import { readerAnswer } from "@/lib/api/reader-answers";
import { readQuery } from "@/lib/api/request-input";
import { listInterestsByRelation } from "@/lib/queries/follows";

export const dynamic = "force-dynamic";

/** Spec §9: interest page size 100; the client pages by 100 until a page is shorter. */
const INTEREST_PAGE_SIZE = 100;

const querySchema = z.object({
  limit: z.coerce.number().int().min(1).max(INTEREST_PAGE_SIZE).default(INTEREST_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  showLess: z.enum(["true", "false"]).default("false"),
});

// GET /v04/interests/listMy?limit&offset&showLess=true → [{id, kind, name, slug}] (spec §7). showLess=true
// lists the interests the user asked to see less of (muted) instead of the followed ones (docs/api.md).
export async function GET(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required", sessionCache: true }, async ({ db, session }) => {
    const { limit, offset, showLess } = readQuery(request, querySchema);
    const relation = showLess === "true" ? "mute" : "follow";
    const items = await readerAnswer(db, session.user, `listMy:${relation}:${limit}:${offset}`, () =>
      listInterestsByRelation(db, { userId: session.user.id, relation, limit, offset }),
    );
    return Response.json(items, { headers: { "cache-control": "private, no-store" } });
  });
}
