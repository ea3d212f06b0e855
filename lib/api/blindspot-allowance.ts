import { BLINDSPOT_STORIES_PER_SIDE, blindspotStoriesPerSide } from "@/lib/billing/entitlements";
import type { Database } from "@/lib/db";
import { sessionFromRequest, sessionTokenFromHeaders } from "./session-from-request";

/**
 * How many blindspots per side the caller's plan shows (spec §6 blindspot tiers, enforced on the API
 * as on /blindspot). No session, or one that no longer opens: the free allowance.
 */
export async function blindspotAllowance(db: Database, request: Request, now: Date): Promise<{ perSide: number; personal: boolean }> {
  if (!sessionTokenFromHeaders(request.headers)) return { perSide: BLINDSPOT_STORIES_PER_SIDE.none, personal: false };
  const { session } = await sessionFromRequest(db, request, now);
  return { perSide: blindspotStoriesPerSide(session?.user.subscriptionStatus), personal: session !== null };
}
