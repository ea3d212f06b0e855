import { accountRoute, noContent } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limiters";
import { readJsonBody } from "@/lib/api/request-input";
import { getEnv } from "@/lib/env";
import { vapidFromEnv } from "@/lib/notifications/vapid";
import { endpointSchema, subscriptionSchema } from "@/lib/notifications/subscription-input";
import { deleteSubscription, saveSubscription } from "@/lib/queries/push";

export const dynamic = "force-dynamic";

// The header's notifications toggle (issue 22). POST stores this browser's push subscription for the
// signed-in reader (PushSubscription.toJSON()); DELETE {endpoint} removes it. 204 either way, 400 naming
// the bad field, 401 without a session, 429 when called too often, 503 when push is not configured.

function requirePush() {
  const env = getEnv();
  if (!vapidFromEnv(env)) throw new AppError("unavailable", "Push notifications are not configured on this site");
  return env;
}

export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now }) => {
    const env = requirePush();
    await enforceRateLimit("pushPerUser", String(session.user.id));
    const subscription = await readJsonBody(request, subscriptionSchema(env.PUSH_ALLOW_PRIVATE));
    await saveSubscription(db, session.user.id, { endpoint: subscription.endpoint, ...subscription.keys }, now);
    return noContent();
  });
}

export async function DELETE(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session }) => {
    await enforceRateLimit("pushPerUser", String(session.user.id));
    const { endpoint } = await readJsonBody(request, endpointSchema);
    await deleteSubscription(db, session.user.id, endpoint);
    return noContent();
  });
}
