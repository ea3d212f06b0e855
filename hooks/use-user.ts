"use client";

import { createContext, useContext } from "react";
import type { AccountUser } from "@/lib/accounts/user";
import type { UserState } from "@/lib/client/user-state";

// The signed-in user for client components (spec §4), from the one UserProvider the root layout mounts
// (components/client-platform/user-provider.tsx): the §4 state machine, the cookie's cached user for the
// first paint, and sign-out.

export interface UseUser extends UserState {
  /** A session cookie exists (known after hydration; false on the server and in the first render). */
  hasSession: boolean;
  /** The user from the cookie, until the fetch answers (never use it for anything but display). */
  cachedUser: AccountUser | null;
  signOut: () => Promise<void>;
  refresh: () => void;
}

export const UserContext = createContext<UseUser | null>(null);

export function useUser(): UseUser {
  const value = useContext(UserContext);
  if (!value) throw new Error("useUser() needs the UserProvider of app/layout.tsx");
  return value;
}
