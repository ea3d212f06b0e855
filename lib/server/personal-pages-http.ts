import type { IncomingMessage, ServerResponse } from "node:http";
import { CLIENT_IP_HEADER } from "@/lib/api/client-ip";
import { SESSION_TOUCH_INTERVAL_MS } from "@/lib/auth/constants";
import { hashSessionToken, isWellFormedToken } from "@/lib/auth/session-token";
import { log } from "@/lib/log";
import type { PageReader } from "@/lib/queries/personal-page-reader";
import { recordResponse } from "./microcache-http";
import type { PageCopy } from "./microcache";
import { mayKeepPersonal, PERSONAL_CACHE_HEADER, personalCopy, personalPageKey, personalPageRequest, type PersonalPages } from "./personal-pages";

// The node:http side of the personal pages' copies (personal-pages.ts): find the reader by their
// session, answer from their copy, wait for the one being made, or let Next make it while recording.

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;
/** The reader whose live session has this token hash (lib/queries/personal-page-reader.ts), or null. */
export type ReaderLookup = (tokenHash: string, now: Date) => Promise<PageReader | null>;

function send(response: ServerResponse, copy: PageCopy): void {
  response.writeHead(copy.statusCode, copy.headers);
  response.end(copy.body);
}

/**
 * Wraps `next` with `pages`: a signed-in reader's GET of /my or /my-news-bias is answered from their
 * copy when there is one; otherwise Next answers, marked x-personal-cache: MISS, and a keepable answer
 * is kept. Everything else, and every request whose session cannot be read, goes to Next untouched.
 */
export function withPersonalPages(pages: PersonalPages, readerOf: ReaderLookup, next: Handler): Handler {
  if (!pages.enabled) return next;
  return async (request, response) => {
    const page = personalPageRequest(request);
    if (!page || !isWellFormedToken(page.token)) return next(request, response);
    const now = new Date();
    let reader: PageReader | null;
    try {
      reader = await readerOf(hashSessionToken(page.token), now);
    } catch (error) {
      log.debug("could not read the session before a personal page", { error });
      reader = null;
    }
    // No live session (the page sends the reader to sign in), or one due for its last-seen touch (the
    // page's own session check does it): Next answers, nothing is kept.
    if (!reader || now.getTime() - reader.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) return next(request, response);
    const address = request.headers[CLIENT_IP_HEADER];
    const key = personalPageKey(reader, page, typeof address === "string" ? address : undefined);
    let answer = pages.answer(key);
    if (answer.kind === "wait") {
      const made = await answer.made;
      if (made) return send(response, made);
      // The page being made could not be kept (or the copies were emptied meanwhile): ask again once.
      answer = pages.answer(key);
      if (answer.kind === "wait") return next(request, response);
    }
    if (answer.kind === "copy") return send(response, answer.copy);
    const { done } = answer;
    // Set before Next writes its own, so every header Next gives is on getHeaders().
    response.setHeader(PERSONAL_CACHE_HEADER, "MISS");
    recordResponse(response, pages.maxBytes, mayKeepPersonal, (sent) => done(sent && personalCopy(sent.statusCode, sent.headers, sent.body, pages.maxBytes)));
    // A request whose connection closed before Next finished leaves nothing to wait for.
    response.once("close", () => done(undefined));
    try {
      await next(request, response);
    } catch (error) {
      done(undefined);
      throw error;
    }
  };
}
