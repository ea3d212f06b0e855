import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { RoutePlaceholder } from "@/components/route-placeholder";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { safeRedirectPath } from "@/lib/accounts/redirect-target";
import { LOGIN_COOKIE, USER_COOKIE } from "@/lib/auth/constants";

// Spec §4 "Logged-out handling": a 401 on a read call clears the session and sends the browser here with
// redirectUri. Only a path on this site is passed on to sign-in, so this page is no open redirect. Only a
// reader whose browser still holds a session's cookie is told the session ended; a visitor who never
// signed in (or signed out) is invited to sign in or create an account (issue 19).
export const metadata: Metadata = {
  title: "Sign in",
  description: "Sign in to see this page.",
  robots: { index: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const BUTTON = `inline-block rounded px-4 py-2 font-medium ${FOCUS_RING}`;

export default async function UnauthorisedPage({ searchParams }: { searchParams: SearchParams }) {
  const { redirectUri } = await searchParams;
  const target = safeRedirectPath(Array.isArray(redirectUri) ? redirectUri[0] : redirectUri);
  const jar = await cookies();
  const sessionEnded = Boolean(jar.get(LOGIN_COOKIE)?.value || jar.get(USER_COOKIE)?.value);
  const back = encodeURIComponent(target);
  return (
    <RoutePlaceholder
      title={sessionEnded ? "Please sign in again" : "Sign in to continue"}
      summary={
        sessionEnded
          ? "Your session has ended, so we could not load that page. Sign in to carry on where you were."
          : "This page shows your own news and settings. Sign in, or create a free account, to see it."
      }
    >
      <p className="flex flex-wrap gap-3">
        <Link href={`/login?redirectUri=${back}`} className={`${BUTTON} bg-neutral-900 text-white dark:bg-white dark:text-neutral-900`}>
          Sign in
        </Link>
        {sessionEnded ? null : (
          <Link href={`/register?redirectUri=${back}`} className={`${BUTTON} border border-neutral-500`}>
            Create an account
          </Link>
        )}
      </p>
    </RoutePlaceholder>
  );
}
