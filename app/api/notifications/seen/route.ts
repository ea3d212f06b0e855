import { accountRoute } from "@/lib/api/account-route";
import { markNotificationsSeen } from "@/lib/queries/push";

export const dynamic = "force-dynamic";

// POST /api/notifications/seen (issue 22): the reader opened the notifications list; the dot goes.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now }) => {
    const cleared = await markNotificationsSeen(db, session.user.id, now);
    return Response.json({ cleared, unseen: 0 });
  });
}
