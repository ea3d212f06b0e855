"use client";

import Cookies from "js-cookie";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import useSWR from "swr";
import type { AccountUser } from "@/lib/accounts/user";
import { USER_COOKIE } from "@/lib/auth/constants";
import { decodeUserCookie } from "@/lib/auth/user-cookie";
import { browserApi } from "@/lib/client/browser-api";
import { fetchCurrentUser } from "@/lib/client/fetch-user";
import { requestLogout } from "@/lib/client/sign-out";
import { initialUserState, shouldReload, userReducer, type UserState } from "@/lib/client/user-state";

// The signed-in user for client components (spec §4): the user cookie says whether a session exists
// and gives a cached user for the first paint; GET /v04/user/web is the truth. Cookies are read in an
// effect, not during render, so server and client render the same first frame.

export interface UseUser extends UserState {
  /** The user from the cookie, until the fetch answers (never use it for anything but display). */
  cachedUser: AccountUser | null;
  signOut: () => Promise<void>;
  refresh: () => Promise<unknown>;
}

function readCookieUser(): { hasSession: boolean; user: AccountUser | null } {
  const raw = Cookies.get(USER_COOKIE);
  if (!raw) return { hasSession: false, user: null };
  const decoded = decodeUserCookie(raw);
  if (!decoded.ok) {
    // Spec §5: warn and drop the session. The HttpOnly login token is dropped by the server on the next call.
    console.warn("Unreadable user cookie; signing out locally", decoded.reason);
    Cookies.remove(USER_COOKIE, { path: "/" });
    return { hasSession: false, user: null };
  }
  return { hasSession: true, user: decoded.user };
}

export function useUser(): UseUser {
  const [state, dispatch] = useReducer(userReducer, initialUserState);
  const [cookie, setCookie] = useState<{ hasSession: boolean; user: AccountUser | null } | null>(null);
  const held = useRef<AccountUser | null>(null);

  useEffect(() => {
    const read = readCookieUser();
    setCookie(read);
    held.current = read.user;
    if (!read.hasSession) dispatch({ type: "no_session" });
  }, []);

  const { data, error, mutate } = useSWR(cookie?.hasSession ? "/v04/user/web" : null, () => fetchCurrentUser(browserApi()), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });

  useEffect(() => {
    if (error) dispatch({ type: "fetch_failed" });
  }, [error]);

  useEffect(() => {
    if (data === undefined) return;
    if (shouldReload(held.current, data)) {
      window.location.reload(); // entitlements rendered on the page may have changed (spec §4)
      return;
    }
    held.current = data;
    dispatch({ type: "fetched", user: data });
  }, [data]);

  const signOut = useCallback(async () => {
    dispatch({ type: "sign_out" });
    try {
      await requestLogout(browserApi());
      Cookies.remove(USER_COOKIE, { path: "/" });
      window.location.assign("/"); // spec §4: after sign-out the browser goes to /
    } catch (failure) {
      console.error("Error signing out", failure); // spec §8
      throw failure;
    }
  }, []);

  return { ...state, cachedUser: cookie?.user ?? null, signOut, refresh: () => mutate() };
}
