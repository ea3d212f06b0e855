import { accountRoute } from "@/lib/api/account-route";
import { getEnv } from "@/lib/env";
import { vapidFromEnv } from "@/lib/notifications/vapid";
import { notificationSummary } from "@/lib/queries/push";

export const dynamic = "force-dynamic";

// GET /api/notifications (issue 22): what the header's notifications toggle needs for the signed-in
// reader: the site's VAPID public key (null when push is not configured: the toggle stays hidden), the
// unseen count (the notification dot) and the latest notifications. 401 without a session.
export async function GET(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session }) => {
    const vapid = vapidFromEnv(getEnv());
    const summary = await notificationSummary(db, session.user.id);
    return Response.json({ publicKey: vapid?.publicKey ?? null, ...summary }, { headers: { "cache-control": "private, no-store" } });
  });
}
