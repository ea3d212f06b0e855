import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { errorResponse } from "@/lib/api/errors";
import { feedStatus } from "@/lib/engine/feed-status";
import { isOperatorToken } from "@/lib/site/operator-token";

export const dynamic = "force-dynamic";

/**
 * Feed health for operators (issue 3 §2): last fetch, status, error and item counts of every feed. Only
 * for the holder of OPERATOR_TOKEN (issue 23), given as `Authorization: Bearer <token>` or `?token=`;
 * a 404 for anyone else, and for everyone when no token is configured, as /operator/page-views.
 */
export async function GET(request: Request): Promise<Response> {
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get("authorization") ?? "")?.[1]?.trim();
  const given = bearer ?? new URL(request.url).searchParams.get("token") ?? undefined;
  if (!isOperatorToken(given, getEnv().OPERATOR_TOKEN)) {
    return Response.json({ error: { code: "not_found", message: "Not Found" } }, { status: 404, headers: { "cache-control": "no-store" } });
  }
  try {
    return Response.json(await feedStatus(await getDb()), { headers: { "cache-control": "no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}
