"use client";

import Cookies from "js-cookie";
import { useEffect } from "react";
import { ARTICLE_ID_ATTRIBUTE, articleReadRequest, clickedArticleId } from "@/lib/client/article-read";
import { browserApi } from "@/lib/client/browser-api";
import { isSignedIn } from "@/lib/client/user-state";

/**
 * Records, for a signed-in reader, each outlet article opened from this story page (a click or a
 * middle-click on a link carrying data-article-id). Renders nothing; a failed request is only logged:
 * the reader's way to the article never waits on it.
 */
export function ArticleReadRecorder({ storyId, plansOffered = false }: { storyId: number; plansOffered?: boolean }) {
  useEffect(() => {
    const recorded = new Set<number>();
    const counted = new Set<number>();
    function onOpen(event: MouseEvent): void {
      if (event.type === "auxclick" && event.button !== 1) return;
      const link = event.target instanceof Element ? event.target.closest(`a[${ARTICLE_ID_ATTRIBUTE}]`) : null;
      const articleId = clickedArticleId(link?.getAttribute(ARTICLE_ID_ATTRIBUTE) ?? null);
      if (articleId === null) return;
      // Spec §4's session-article counter (issue 21), for every reader on a site that sells plans; the
      // counting module is loaded on the click, never in the story page's first load.
      if (plansOffered && !counted.has(articleId)) {
        counted.add(articleId);
        void import("@/components/billing/paywall-prompt").then((prompt) => prompt.countAndPrompt("sessionArticle")).catch((error: unknown) => console.error("Could not count the article", error));
      }
      if (recorded.has(articleId) || !isSignedIn(Cookies.get())) return;
      recorded.add(articleId);
      const { path, body } = articleReadRequest(storyId, articleId);
      browserApi().post(path, body, { keepalive: true }).catch((error: unknown) => console.error("Could not record the article read", { storyId, articleId, error }));
    }
    document.addEventListener("click", onOpen, true);
    document.addEventListener("auxclick", onOpen, true);
    return () => {
      document.removeEventListener("click", onOpen, true);
      document.removeEventListener("auxclick", onOpen, true);
    };
  }, [storyId, plansOffered]);
  return null;
}
