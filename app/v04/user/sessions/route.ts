import { accountRoute, noContent } from "@/lib/api/account-route";
import { clearedSessionCookies } from "@/lib/auth/session-cookies";
import { deleteUserSessions, listUserSessions } from "@/lib/queries/sessions";

export const dynamic = "force-dynamic";

// GET /v04/user/sessions: where the user is signed in (never the token). DELETE: sign out everywhere.
export async function GET(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now }) => {
    const sessions = await listUserSessions(db, session.user.id, now);
    return Response.json(
      {
        sessions: sessions.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          userAgent: row.userAgent,
          current: row.id === session.sessionId,
        })),
      },
      { headers: { "cache-control": "private, no-store" } },
    );
  });
}

export async function DELETE(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, secureCookies }) => {
    await deleteUserSessions(db, session.user.id);
    return noContent(clearedSessionCookies(secureCookies));
  });
}
