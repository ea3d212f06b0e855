"use client";

import Cookies from "js-cookie";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { USER_COOKIE } from "@/lib/auth/constants";
import { goToUnauthorised, sendJson } from "@/lib/client/send-json";
import { DANGER_BUTTON, FIELD, LABEL, MUTED_TEXT, SECONDARY_BUTTON } from "./ui";

// The buttons of /account that change state: clear the reading history (DELETE /v04/user/reads), sign out
// everywhere (DELETE /v04/user/sessions) and delete the account (POST /v04/personal/delete).

function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(method: "POST" | "DELETE", path: string, body: unknown, onDone: () => void): Promise<void> {
    setBusy(true);
    setError(null);
    const result = await sendJson(method, path, body);
    setBusy(false);
    if (result.ok) return onDone();
    if (result.status === 401) return goToUnauthorised();
    setError(result.message);
  }
  return { busy, error, run };
}

/** After the session is gone: forget the client's cached user and go home (spec §4 "Sign-out"). */
function leaveSignedOut(): void {
  Cookies.remove(USER_COOKIE, { path: "/" });
  window.sessionStorage.clear();
  window.location.assign("/");
}

export function ClearHistoryButton({ disabled }: { disabled: boolean }) {
  const router = useRouter();
  const { busy, error, run } = useAction();
  const [done, setDone] = useState(false);
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        disabled={busy || disabled}
        onClick={() => {
          if (!window.confirm("Clear your whole reading history? My News Bias starts again from nothing.")) return;
          void run("DELETE", "/v04/user/reads", undefined, () => {
            setDone(true);
            router.refresh();
          });
        }}
        className={SECONDARY_BUTTON}
      >
        Clear history
      </button>
      <p aria-live="polite" className="text-sm">
        {error ?? (done ? "Your reading history was cleared." : null)}
      </p>
    </div>
  );
}

export function SignOutEverywhereButton() {
  const { busy, error, run } = useAction();
  return (
    <div className="flex flex-col items-start gap-1">
      <button type="button" disabled={busy} onClick={() => void run("DELETE", "/v04/user/sessions", undefined, leaveSignedOut)} className={SECONDARY_BUTTON}>
        Sign out everywhere
      </button>
      <p aria-live="polite" className="text-sm text-red-700 dark:text-red-400">
        {error}
      </p>
    </div>
  );
}

export function DeleteAccountForm({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const id = useId();
  const { busy, error, run } = useAction();
  const [value, setValue] = useState("");
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!window.confirm("Delete your account for good? Your follows and reading history are deleted with it.")) return;
    void run("POST", "/v04/personal/delete", hasPassword ? { password: value } : { confirm: value }, leaveSignedOut);
  }
  return (
    <form onSubmit={submit} className="flex flex-col items-start gap-2">
      <p className={MUTED_TEXT}>This deletes your account, the interests and sources you follow and your reading history. It cannot be undone.</p>
      <label htmlFor={`${id}-confirm`} className={LABEL}>
        {hasPassword ? "Your password, to confirm" : `Type ${email} to confirm`}
      </label>
      <input
        id={`${id}-confirm`}
        type={hasPassword ? "password" : "email"}
        autoComplete={hasPassword ? "current-password" : "off"}
        required
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className={`${FIELD} max-w-sm`}
      />
      <button type="submit" disabled={busy} className={DANGER_BUTTON}>
        Delete my account
      </button>
      <p aria-live="polite" className="text-sm text-red-700 dark:text-red-400">
        {error}
      </p>
    </form>
  );
}
