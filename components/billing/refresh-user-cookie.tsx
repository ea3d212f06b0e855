"use client";

import { useEffect } from "react";

/**
 * After a payment or a redeemed gift, asks for the user once (GET /v04/user/web answers with a refreshed
 * GROUND_USER cookie), so what the browser shows from the cookie (no paywall prompt for a paid plan)
 * follows the new plan at once.
 */
export function RefreshUserCookie() {
  useEffect(() => {
    fetch("/v04/user/web", { headers: { accept: "application/json", "x-gn-v": "web" }, credentials: "same-origin" }).catch((error: unknown) =>
      console.error("Could not refresh the user cookie", error),
    );
  }, []);
  return null;
}
