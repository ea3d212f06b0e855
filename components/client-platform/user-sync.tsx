"use client";

import { useEffect, useRef, type Dispatch, type RefObject } from "react";
import useSWR from "swr";
import type { AccountUser } from "@/lib/accounts/user";
import { applyBiasSchemeClasses } from "@/lib/client/bias-colours";
import { browserApi } from "@/lib/client/browser-api";
import { fetchCurrentUser } from "@/lib/client/fetch-user";
import { browserTimeZone, timeZoneChangeNeeded } from "@/lib/client/time-zone";
import { shouldReload, type UserEvent } from "@/lib/client/user-state";

// GET /v04/user/web for a reader with a session (spec §4), again when the tab regains focus; a user
// whose subscription status, subscribedUntil (to the hour) or e-mail changed reloads the page. Once per
// page view the browser's time zone is sent when it differs from the stored one (spec §4 "Time zone").
export default function UserSync({ held, dispatch, generation }: { held: RefObject<AccountUser | null>; dispatch: Dispatch<UserEvent>; generation: number }) {
  const { data, error, mutate } = useSWR("/v04/user/web", () => fetchCurrentUser(browserApi()), { revalidateOnFocus: true, shouldRetryOnError: false });
  const zoneSent = useRef(false);

  useEffect(() => {
    if (generation > 0) void mutate();
  }, [generation, mutate]);

  useEffect(() => {
    if (error) dispatch({ type: "fetch_failed" });
  }, [error, dispatch]);

  useEffect(() => {
    if (data === undefined) return;
    if (shouldReload(held.current, data)) {
      window.location.reload(); // entitlements rendered on the page may have changed (spec §4)
      return;
    }
    held.current = data;
    dispatch({ type: "fetched", user: data });
    // The account's colours over the cached page (issue 28), as the first-paint script set them from the cookie.
    if (data) applyBiasSchemeClasses(document.documentElement.classList, data.leftColor);
    const zone = browserTimeZone();
    if (data && !zoneSent.current && timeZoneChangeNeeded(data.timeZoneId, zone)) {
      zoneSent.current = true;
      browserApi()
        .post("/v04/user/timezone", { timeZoneId: zone })
        .catch((failure: unknown) => console.error("Could not update the time zone", failure));
    }
  }, [data, dispatch, held]);

  return null;
}
