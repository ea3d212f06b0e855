"use client";

import { useState } from "react";
import { useUser } from "@/hooks/use-user";
import { UNABLE_TO_LOGOUT } from "@/lib/client/sign-out";
import { SECONDARY_BUTTON } from "./ui";

// Sign-out (spec §4, §7, §8): GET /v04/user/logout must answer 204, else "Unable to logout"; then the
// stored state is cleared and the browser goes to /.
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const { signOut } = useUser();

  async function onClick(): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await signOut(); // spec §4: clears stored state, goes to /
    } catch {
      setError(UNABLE_TO_LOGOUT);
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <button type="button" onClick={() => void onClick()} disabled={busy} className={SECONDARY_BUTTON}>
        {busy ? "Signing out…" : "Sign out"}
      </button>
      <p aria-live="polite" className="text-sm text-red-700 dark:text-red-400">
        {error}
      </p>
    </div>
  );
}
