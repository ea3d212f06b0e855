import { getDb } from "@/lib/db";
import { AppError, describeZodError, errorResponse } from "@/lib/api/errors";
import { searchEverything } from "@/lib/queries/search";
import { searchParamsSchema } from "@/lib/site/search-params";

export const dynamic = "force-dynamic";

/** Results depend on the query alone; a short shared cache absorbs a burst of identical keystrokes. */
const CACHE_CONTROL = "public, max-age=30, stale-while-revalidate=60";

// GET /v04/search?q=&limit= (issue 4 "Search"): stories, interests and outlets matching q, `limit` of each.
// 400 with a message naming the field for an empty or too-long q or a bad limit.
export async function GET(request: Request): Promise<Response> {
  try {
    const params = new URL(request.url).searchParams;
    const parsed = searchParamsSchema.safeParse({ q: params.get("q") ?? undefined, limit: params.get("limit") || undefined });
    if (!parsed.success) throw new AppError("bad_request", describeZodError(parsed.error));
    const results = await searchEverything(await getDb(), parsed.data);
    return Response.json({ q: parsed.data.q, ...results }, { headers: { "cache-control": CACHE_CONTROL } });
  } catch (error) {
    return errorResponse(error);
  }
}
