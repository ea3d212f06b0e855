import { parsePositiveId } from "@/lib/api/positive-id";

// Recording that a signed-in reader opened one outlet's article from a story page (issue 5 "Reading
// history": a story or an article opened is recorded). Pure: the caller checks the reader is signed in
// (lib/client/user-state.ts isSignedIn), passes the clicked element's data attributes and sends the request.

/** The link attribute that names the article a click opens. */
export const ARTICLE_ID_ATTRIBUTE = "data-article-id";

/** The article id a link carries, or null for any other link (or a malformed value). */
export function clickedArticleId(attribute: string | null): number | null {
  return parsePositiveId(attribute);
}

/**
 * POST /v04/user/reads for the article, sent through the API helper with keepalive, so the request
 * finishes even when the click leaves the page.
 */
export function articleReadRequest(storyId: number, articleId: number): { path: string; body: { storyId: number; articleId: number } } {
  return { path: "/v04/user/reads", body: { storyId, articleId } };
}

/**
 * Whether the page was opened from another site (issue 23): a link or a script elsewhere that sends a
 * signed-in reader to a story must not add a read to their My News Bias. Browsers send another site's
 * origin as the referrer by default (strict-origin-when-cross-origin); a page that hides it (no-referrer)
 * looks like a typed address or a bookmark, which count.
 */
export function openedFromAnotherSite(referrer: string, origin: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).origin !== origin;
  } catch {
    return true;
  }
}
