import { getDb } from "@/lib/db";
import { errorResponse } from "@/lib/api/errors";
import { feedStatus } from "@/lib/engine/feed-status";

export const dynamic = "force-dynamic";

/** Feed health for operators (issue 3 §2): last fetch, status, error and item counts of every feed. */
export async function GET(): Promise<Response> {
  try {
    return Response.json(await feedStatus(await getDb()), { headers: { "cache-control": "no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}
