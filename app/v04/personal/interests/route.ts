import { z } from "zod";
import { accountRoute } from "@/lib/api/account-route";
import { readQuery } from "@/lib/api/request-input";
import { searchInterests } from "@/lib/queries/search";

export const dynamic = "force-dynamic";

/** Onboarding shows a handful of chips; API clients may ask for more, up to 30. */
const INTEREST_SEARCH_DEFAULT = 12;
const INTEREST_SEARCH_MAX = 30;

const querySchema = z.object({
  q: z.string({ error: "must be 2 to 64 characters" }).trim().min(2, "must be 2 to 64 characters").max(64, "must be 2 to 64 characters"),
  limit: z.coerce.number().int().min(1).max(INTEREST_SEARCH_MAX).default(INTEREST_SEARCH_DEFAULT),
});

// GET /v04/personal/interests?q=…&limit=: interests to follow whose name is like q (onboarding's interest
// search), ranked as the site search ranks them (lib/queries/search.ts: a name starting with q first,
// then by trigram similarity), each with its story count. Public data, but only asked for by signed-in
// readers choosing what to follow.
export async function GET(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "optional" }, async ({ db }) => {
    const { q, limit } = readQuery(request, querySchema);
    const matches = await searchInterests(db, { q, limit });
    return Response.json(matches, { headers: { "cache-control": "private, max-age=60" } });
  });
}
