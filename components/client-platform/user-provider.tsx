"use client";

import Cookies from "js-cookie";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from "react";
import { UserContext, type UseUser } from "@/hooks/use-user";
import type { AccountUser } from "@/lib/accounts/user";
import { USER_COOKIE } from "@/lib/auth/constants";
import { SESSION_CLASS } from "@/lib/client/bias-colours";
import { browserApi } from "@/lib/client/browser-api";
import { displayUserFromCookie, initialUserState, userReducer } from "@/lib/client/user-state";

// Mounted once by app/layout.tsx (spec §4 "User loading"). The readable user cookie says whether a
// session exists; only then is the user fetched, by UserSync, loaded on demand so that a signed-out
// visitor's pages carry no SWR.
const UserSync = dynamic(() => import("./user-sync"), { ssr: false });

// The cookie's user is read by hand, without lib/auth/user-cookie.ts's zod schema, to keep zod out of every
// page's first load: it is only shown until GET /v04/user/web answers, never trusted.
function readCookieUser(): { hasSession: boolean; user: AccountUser | null } {
  const raw = Cookies.get(USER_COOKIE);
  if (!raw) return { hasSession: false, user: null };
  const user = displayUserFromCookie(raw);
  if (!user) {
    // Spec §5: warn and drop the session. The HttpOnly login token is dropped by the server on the next call.
    console.warn("Unreadable user cookie; signing out locally");
    Cookies.remove(USER_COOKIE, { path: "/" });
    document.documentElement.classList.remove(SESSION_CLASS); // the signed-out parts show again (issue 28)
    return { hasSession: false, user: null };
  }
  return { hasSession: true, user };
}

export function UserProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(userReducer, initialUserState);
  const [cookie, setCookie] = useState<{ hasSession: boolean; user: AccountUser | null } | null>(null);
  const [generation, setGeneration] = useState(0);
  const held = useRef<AccountUser | null>(null);

  useEffect(() => {
    const read = readCookieUser();
    setCookie(read);
    held.current = read.user;
    if (!read.hasSession) dispatch({ type: "no_session" });
  }, []);

  const signOut = useCallback(async () => {
    dispatch({ type: "sign_out" });
    // Loaded on click: sign-out's code is not part of every page's first load.
    const [{ requestLogout }, { clearStoredState }] = await Promise.all([import("@/lib/client/sign-out"), import("@/lib/client/stored-state")]);
    try {
      await requestLogout(browserApi());
    } catch (failure) {
      console.error("Error signing out", failure); // spec §8
      throw failure;
    }
    clearStoredState(); // spec §4: sign-out clears stored state …
    window.location.assign("/"); // … and goes to /
  }, []);

  const value = useMemo<UseUser>(
    () => ({ ...state, hasSession: cookie?.hasSession ?? false, cachedUser: cookie?.user ?? null, signOut, refresh: () => setGeneration((n) => n + 1) }),
    [state, cookie, signOut],
  );

  return (
    <UserContext.Provider value={value}>
      {children}
      {cookie?.hasSession && state.status !== "signing_out" ? <UserSync held={held} dispatch={dispatch} generation={generation} /> : null}
    </UserContext.Provider>
  );
}
