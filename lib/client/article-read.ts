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
