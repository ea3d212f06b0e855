import { USER_COOKIE } from "@/lib/auth/constants";
import { entitlementsFor, type Entitlements } from "@/lib/billing/entitlements";

// The reader's plan as the browser knows it: the subscription status in the user cookie (spec §3,
// base64 of URI-encoded JSON). Read by hand rather than through lib/auth/user-cookie.ts's schema, to keep
// zod out of the story page's bundle. For what to SHOW only: the server decides what a plan may DO.

export function statusFromUserCookie(value: string | undefined): string | null {
  return planFromUserCookie(value)?.subscriptionStatus ?? null;
}

/** The plan fields of the user cookie (the trial's start too), or null without a readable cookie. */
export function planFromUserCookie(value: string | undefined): { subscriptionStatus: string; trialStart: string | null } | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(atob(value))) as { subscriptionStatus?: unknown; trialStart?: unknown };
    return {
      subscriptionStatus: typeof parsed.subscriptionStatus === "string" ? parsed.subscriptionStatus : "free",
      trialStart: typeof parsed.trialStart === "string" && parsed.trialStart ? parsed.trialStart : null,
    };
  } catch {
    return null;
  }
}

/** The entitlements of the reader whose cookies these are; a visitor without an account is "unregistered". */
export function browserEntitlements(cookies: Record<string, string | undefined>): Entitlements {
  return entitlementsFor(statusFromUserCookie(cookies[USER_COOKIE]) ?? "unregistered");
}
