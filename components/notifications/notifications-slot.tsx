"use client";

import dynamic from "next/dynamic";
import { useUser } from "@/hooks/use-user";

// The header's place for the notifications toggle (issue 22). The header is in every page's first load,
// so only this stays there: the toggle itself (its API calls, the service worker and push subscription
// code) loads after first paint, and only for a signed-in reader.
const NotificationsToggle = dynamic(() => import("./notifications-toggle"), { ssr: false });

export function NotificationsSlot() {
  const { status, hasSession } = useUser();
  return hasSession && status !== "unauthenticated" ? <NotificationsToggle /> : null;
}
