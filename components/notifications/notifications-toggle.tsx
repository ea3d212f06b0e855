"use client";

import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { track } from "@/lib/client/analytics";
import { browserApi } from "@/lib/client/browser-api";

// The header's notifications toggle and dot (spec §2, §3; issue 22), loaded after first paint for
// signed-in readers only (notifications-slot.tsx). Hidden when the site has no VAPID keys. The bell
// shows a dot while notifications are unseen; opening it lists the latest ones (which clears the dot)
// and holds the switch that subscribes this browser to Web Push (public/sw.js shows what arrives).

interface NotificationItem {
  id: number;
  title: string;
  body: string;
  url: string;
  createdAt: string;
  seen: boolean;
}

interface Summary {
  publicKey: string | null;
  unseen: number;
  recent: NotificationItem[];
}

const SERVICE_WORKER = "/sw.js";

const pushSupported = () => typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const failure = (result: unknown): string | null => {
  if (!result || typeof result !== "object" || !("error" in result)) return null;
  const error = (result as { error: unknown }).error;
  return typeof error === "string" ? error : ((error as { message?: string })?.message ?? "Something went wrong");
};

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

export default function NotificationsToggle() {
  const [summary, setSummary] = useState<Summary | null>(null);
  const [enabled, setEnabled] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  const refresh = useCallback(async () => {
    const next = await browserApi().get<Summary>("/api/notifications", { noRedirectOn401: true });
    if (next) setSummary(next);
  }, []);

  useEffect(() => {
    void refresh().catch((error: unknown) => console.warn("Could not load notifications", error));
    if (!pushSupported()) return;
    void currentSubscription()
      .then((subscription) => setEnabled(subscription !== null))
      .catch(() => setEnabled(false));
    // The service worker tells open pages when a notification arrives: the dot appears without a reload.
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === "openground-push") void refresh().catch(() => {});
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, [refresh]);

  if (!summary?.publicKey) return null;
  const publicKey = summary.publicKey;

  const switchOn = async () => {
    if ((await Notification.requestPermission()) !== "granted") {
      setMessage("Notifications are blocked for this site. Allow them in your browser's site settings, then try again.");
      return;
    }
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER, { scope: "/" });
    await navigator.serviceWorker.ready;
    const subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
    const problem = failure(await browserApi().post("/api/notifications/subscription", subscription.toJSON()));
    if (problem) {
      await subscription.unsubscribe();
      setMessage(problem);
      return;
    }
    setEnabled(true);
    track("Header-Notifications", { enabled: true });
  };

  const switchOff = async () => {
    const subscription = await currentSubscription();
    if (subscription) {
      const problem = failure(await browserApi().delete("/api/notifications/subscription", { endpoint: subscription.endpoint }));
      if (problem) {
        setMessage(problem);
        return;
      }
      await subscription.unsubscribe();
    }
    setEnabled(false);
    track("Header-Notifications", { enabled: false });
  };

  const toggle = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await (enabled ? switchOff() : switchOn());
    } catch (error) {
      console.warn("Push subscription failed", error);
      setMessage(`This browser could not subscribe to notifications${error instanceof Error && error.message ? `: ${error.message}` : ""}.`);
    } finally {
      setBusy(false);
    }
  };

  const onToggle = (isOpen: boolean) => {
    setOpen(isOpen);
    if (isOpen && summary.unseen > 0) {
      setSummary({ ...summary, unseen: 0 });
      void browserApi()
        .post("/api/notifications/seen")
        .catch((error: unknown) => console.warn("Could not mark notifications seen", error));
    }
  };

  const unseen = summary.unseen;
  return (
    <details className="relative" onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary
        aria-label={unseen ? `Notifications, ${unseen} unseen` : "Notifications"}
        title="Notifications"
        className={`relative flex cursor-pointer list-none rounded p-2 text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800 ${FOCUS_RING}`}
      >
        <BellIcon />
        {unseen ? <span data-testid="notification-dot" className="absolute top-1.5 right-1.5 h-2 w-2 rounded-full bg-red-600" aria-hidden="true" /> : null}
      </summary>
      {open ? (
        <div className="absolute right-0 z-40 mt-2 w-72 rounded border border-neutral-200 bg-white p-3 shadow-lg dark:border-neutral-700 dark:bg-neutral-900">
          {pushSupported() ? (
            <label className="flex items-center justify-between gap-3 text-sm font-semibold">
              Push notifications on this device
              <input type="checkbox" role="switch" checked={enabled} disabled={busy} onChange={() => void toggle()} className="h-4 w-4" />
            </label>
          ) : (
            <p className="text-sm">This browser cannot receive push notifications.</p>
          )}
          {message ? (
            <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
              {message}
            </p>
          ) : null}
          <Link href="/account" className={`mt-1 inline-block rounded text-sm text-blue-700 underline dark:text-blue-300 ${FOCUS_RING}`}>
            Which notifications, sound and daily time
          </Link>
          <h2 className="mt-3 text-sm font-semibold">Latest</h2>
          {summary.recent.length ? (
            <ul className="mt-1 space-y-2 text-sm">
              {summary.recent.map((item) => (
                <li key={item.id}>
                  <Link href={item.url} className={`block rounded hover:underline ${FOCUS_RING}`}>
                    <span className="font-semibold">{item.title}</span> {item.body}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">No notifications yet.</p>
          )}
        </div>
      ) : null}
    </details>
  );
}
