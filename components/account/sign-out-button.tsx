"use client";

import Cookies from "js-cookie";
import { useState } from "react";
import { USER_COOKIE } from "@/lib/auth/constants";
import { browserApi } from "@/lib/client/browser-api";
import { requestLogout, UNABLE_TO_LOGOUT } from "@/lib/client/sign-out";
import { SECONDARY_BUTTON } from "./ui";

// Sign-out (spec §4, §7, §8): GET /v04/user/logout must answer 204, else "Unable to logout"; then the
// stored state is cleared and the browser goes to /.
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signOut(): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await requestLogout(browserApi());
      Cookies.remove(USER_COOKIE, { path: "/" });
      window.sessionStorage.clear();
      window.location.assign("/");
    } catch (failure) {
      console.error("Error signing out", failure); // spec §8
      setError(UNABLE_TO_LOGOUT);
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <button type="button" onClick={() => void signOut()} disabled={busy} className={SECONDARY_BUTTON}>
        {busy ? "Signing out…" : "Sign out"}
      </button>
      <p aria-live="polite" className="text-sm text-red-700 dark:text-red-400">
        {error}
      </p>
    </div>
  );
}
