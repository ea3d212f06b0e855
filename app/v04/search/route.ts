import { getDb } from "@/lib/db";
import { errorResponse } from "@/lib/api/errors";
import { readQuery } from "@/lib/api/request-input";
import { searchEverything } from "@/lib/queries/search";
import { searchParamsSchema } from "@/lib/site/search-params";

export const dynamic = "force-dynamic";

/** Results depend on the query alone; a short shared cache absorbs a burst of identical keystrokes. */
const CACHE_CONTROL = "public, max-age=30, stale-while-revalidate=60";

// GET /v04/search?q=&limit= (issue 4 "Search"): stories, interests and outlets matching q, `limit` of each.
// 400 with a message naming the field for an empty or too-long q or a bad limit.
export async function GET(request: Request): Promise<Response> {
  try {
    const query = readQuery(request, searchParamsSchema);
    const results = await searchEverything(await getDb(), query);
    return Response.json({ q: query.q, ...results }, { headers: { "cache-control": CACHE_CONTROL } });
  } catch (error) {
    return errorResponse(error);
  }
}
