import { safeRedirectPath } from "@/lib/accounts/redirect-target";

// Where registration leads (issue 5: "After registering, go to onboarding") and where onboarding ends.
// Pure. A reader who registered on the way to a page (/register?redirectUri=/my-news-bias) still gets
// there, after onboarding.

export const ONBOARDING_PATH = "/onboarding";
/** Where a reader who came to register without a destination lands after onboarding. */
export const DEFAULT_AFTER_ONBOARDING = "/my";

/** The page onboarding hands over to: a path on this site, never onboarding itself, else For You. */
export function afterOnboarding(next: unknown): string {
  const path = safeRedirectPath(Array.isArray(next) ? next[0] : next);
  return path === "/" || path.startsWith(ONBOARDING_PATH) ? DEFAULT_AFTER_ONBOARDING : path;
}

/** The redirectUri the registration form posts: onboarding, carrying the page the reader wanted. */
export function registrationTarget(redirectUri: unknown): string {
  const path = safeRedirectPath(Array.isArray(redirectUri) ? redirectUri[0] : redirectUri);
  if (path.startsWith(`${ONBOARDING_PATH}?`) || path === ONBOARDING_PATH) return path; // kept across a failed attempt
  return `${ONBOARDING_PATH}?next=${encodeURIComponent(afterOnboarding(path))}`;
}

/** The page the reader was heading for, read back from a registration target (for the "Sign in" link). */
export function destinationOf(target: string): string {
  if (!target.startsWith(ONBOARDING_PATH)) return safeRedirectPath(target);
  const next = new URLSearchParams(target.slice(target.indexOf("?") + 1)).get("next");
  return afterOnboarding(next);
}
