"use client";

import Cookies from "js-cookie";
import { useEffect } from "react";
import { openedFromAnotherSite } from "@/lib/client/article-read";
import { browserApi } from "@/lib/client/browser-api";
import { isSignedIn } from "@/lib/client/user-state";

/**
 * Records, for a signed-in reader, that they opened this story (My News Bias), once the page is shown
 * (issue 28): the page is the same cached page for every reader, so the read is sent from the browser
 * (POST /v04/user/reads {storyId}; the route counts a reload within 30 minutes once). Not for a story
 * as it was at an earlier time (?asOf=), nor a page another site opened (issue 23). Renders nothing; a
 * failure is only logged.
 */
export function StoryReadRecorder({ storyId }: { storyId: number }) {
  useEffect(() => {
    if (!isSignedIn(Cookies.get()) || openedFromAnotherSite(document.referrer, location.origin)) return;
    browserApi()
      .post("/v04/user/reads", { storyId }, { keepalive: true })
      .catch((error: unknown) => console.error("Could not record the story read", { storyId, error }));
  }, [storyId]);
  return null;
}
