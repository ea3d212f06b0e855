import type { Metadata } from "next";
import Link from "next/link";
import { RoutePlaceholder } from "@/components/route-placeholder";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { safeRedirectPath } from "@/lib/accounts/redirect-target";

// Spec §4 "Logged-out handling": a 401 on a read call clears the session and sends the browser here with
// redirectUri. Only a path on this site is passed on to sign-in, so this page is no open redirect.
export const metadata: Metadata = {
  title: "Please sign in again",
  description: "Your session has ended.",
  robots: { index: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function UnauthorisedPage({ searchParams }: { searchParams: SearchParams }) {
  const { redirectUri } = await searchParams;
  const target = safeRedirectPath(Array.isArray(redirectUri) ? redirectUri[0] : redirectUri);
  return (
    <RoutePlaceholder
      title="Please sign in again"
      summary="Your session has ended, so we could not load that page. Sign in to carry on where you were."
    >
      <Link
        href={`/login?redirectUri=${encodeURIComponent(target)}`}
        className={`inline-block rounded bg-neutral-900 px-4 py-2 font-medium text-white dark:bg-white dark:text-neutral-900 ${FOCUS_RING}`}
      >
        Sign in
      </Link>
    </RoutePlaceholder>
  );
}
