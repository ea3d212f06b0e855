"use client";

import { useEffect } from "react";
import { emailClickOf, withoutEmailClickParams } from "@/lib/client/email-click";

// Registers a click from a newsletter link once per page load (POST /public/emails/registerClick; a
// failure is only logged, spec §8), then removes the tracking parameters from the address bar.
export function EmailClickRecorder() {
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const click = emailClickOf(pathname, search);
    if (!click) return;
    fetch("/public/emails/registerClick", {
      method: "POST",
      headers: { "content-type": "application/json", "x-gn-v": "web" },
      body: JSON.stringify(click),
      keepalive: true,
    }).catch((error: unknown) => console.warn("Email click registration failed", error));
    window.history.replaceState(window.history.state, "", withoutEmailClickParams(pathname, search, hash));
  }, []);
  return null;
}
