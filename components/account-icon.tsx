"use client";

import Cookies from "js-cookie";
import Link from "next/link";
import { useState } from "react";
import { useUser } from "@/hooks/use-user";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { UserIcon } from "@/components/ui/icons";
import { INSTITUTION_ICON_COOKIE, INSTITUTION_NAME_COOKIE } from "@/lib/auth/constants";
import { UNABLE_TO_LOGOUT } from "@/lib/client/sign-out";

const ICON_LINK = `rounded p-2 text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800 ${FOCUS_RING}`;

// Spec §2 "account icon", showing whether the reader is signed in (issue 19): signed in, the reader's
// initial opens a menu (account, For You, sign out); signed out, a "Sign in" link that comes back here.
// Before hydration, and while the user is loading without a cached one, a neutral account link.
export function AccountIcon() {
  const { status, user, cachedUser, hasSession, signOut } = useUser();
  // The menu's items exist only while it is open (a closed menu is not part of the page's text).
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const shown = user ?? cachedUser;
  if (status === "unauthenticated" || (!hasSession && status !== "loading")) {
    return (
      <a
        href="/login"
        onClick={(event) => {
          event.currentTarget.href = `/login?redirectUri=${encodeURIComponent(window.location.pathname + window.location.search)}`;
        }}
        className={`rounded px-2 py-1 text-sm font-semibold text-neutral-800 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800 ${FOCUS_RING}`}
      >
        Sign in
      </a>
    );
  }
  if (!shown) {
    return (
      <Link href="/account" aria-label="Account" title="Account" className={ICON_LINK}>
        <UserIcon />
      </Link>
    );
  }
  const name = shown.fullname || shown.email;
  return (
    <details className="relative" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary
        aria-label={`Account menu, signed in as ${name}`}
        title={`Signed in as ${name}`}
        className={`flex h-8 w-8 cursor-pointer list-none items-center justify-center rounded-full bg-neutral-900 text-sm font-bold text-white uppercase dark:bg-neutral-100 dark:text-neutral-900 ${FOCUS_RING}`}
      >
        {name.slice(0, 1)}
      </summary>
      {open ? (
        <div className="absolute right-0 z-40 mt-2 w-56 rounded border border-neutral-200 bg-white p-2 shadow-lg dark:border-neutral-700 dark:bg-neutral-900">
          <p className="truncate px-2 py-1 text-sm text-neutral-700 dark:text-neutral-300">Signed in as {shown.email}</p>
          <InstitutionLine />
          <Link href="/account" className={`block rounded px-2 py-1 hover:bg-neutral-100 dark:hover:bg-neutral-800 ${FOCUS_RING}`}>
            Account
          </Link>
          <Link href="/my" className={`block rounded px-2 py-1 hover:bg-neutral-100 dark:hover:bg-neutral-800 ${FOCUS_RING}`}>
            For You
          </Link>
          <button
            type="button"
            onClick={() => void signOut().catch(() => setFailed(true))}
            className={`block w-full rounded px-2 py-1 text-left hover:bg-neutral-100 dark:hover:bg-neutral-800 ${FOCUS_RING}`}
          >
            Sign out
          </button>
          {failed ? (
            <p role="alert" className="px-2 py-1 text-sm text-red-700 dark:text-red-400">
              {UNABLE_TO_LOGOUT}
            </p>
          ) : null}
        </div>
      ) : null}
    </details>
  );
}

/**
 * "Access through <institution>" with its icon, from the institution cookies (spec §3, issue 21) that the
 * server sets for an institutional reader; nothing for anyone else.
 */
function InstitutionLine() {
  const name = Cookies.get(INSTITUTION_NAME_COOKIE);
  if (!name) return null;
  const icon = Cookies.get(INSTITUTION_ICON_COOKIE);
  return (
    <p className="flex items-center gap-2 px-2 py-1 text-sm text-neutral-700 dark:text-neutral-300" data-testid="institution">
      {icon && /^(https:\/\/|\/(?![/\\]))/.test(icon) ? <img src={icon} alt="" width={16} height={16} className="h-4 w-4" /> : null}
      <span className="truncate">Access through {name}</span>
    </p>
  );
}
