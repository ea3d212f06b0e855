import { getDb, type Database } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { log } from "@/lib/log";
import { clearedSessionCookies } from "@/lib/auth/session-cookies";
import type { ActiveSession } from "@/lib/queries/sessions";
import { AppError, errorResponse } from "./errors";
import { isAllowedOrigin } from "./origin-check";
import { sessionFromRequest } from "./session-from-request";

// The shell every account route runs in: origin check → session → handler → error mapping, so route
// files stay thin (STYLE.md, after dub). Every call may carry x-gn-v (spec §7); it is accepted and unused.

export interface RouteContext {
  request: Request;
  db: Database;
  now: Date;
  /** Secure cookies everywhere except development over plain http. */
  secureCookies: boolean;
  session: ActiveSession | null;
}

export interface RouteOptions {
  /** "required": answer 401 Unauthorized without a session (spec §7, §8). */
  auth: "required" | "optional" | "none";
  /** A GET that changes state (logout): refuse cross-site navigations too. */
  stateChanging?: boolean;
  /**
   * A read-only GET asked on every signed-in page view (the personal API, issue 28): it may take a
   * session looked up within the last second from the process's cache (lib/auth/session-cache.ts).
   */
  sessionCache?: boolean;
}

type Handler<C> = (context: C) => Promise<Response>;
export type SignedInContext = RouteContext & { session: ActiveSession };

export function accountRoute(request: Request, options: RouteOptions & { auth: "required" }, handler: Handler<SignedInContext>): Promise<Response>;
export function accountRoute(request: Request, options: RouteOptions, handler: Handler<RouteContext>): Promise<Response>;
export async function accountRoute(request: Request, options: RouteOptions, handler: Handler<SignedInContext>): Promise<Response> {
  const env = getEnv();
  const secureCookies = env.NODE_ENV !== "development";
  let dropCookies = false;
  let response: Response;
  try {
    const allowed = isAllowedOrigin({
      method: request.method,
      headers: request.headers,
      requestUrl: request.url,
      publicUrl: env.PUBLIC_URL,
      stateChanging: options.stateChanging,
    });
    if (!allowed) throw new AppError("forbidden", "Forbidden");
    const db = await getDb();
    const now = new Date();
    let session: ActiveSession | null = null;
    if (options.auth !== "none") {
      const auth = await sessionFromRequest(db, request, now, { cache: options.sessionCache === true && request.method === "GET" });
      session = auth.session;
      dropCookies = auth.dropCookies;
      if (!session && options.auth === "required") throw new AppError("unauthorized", "Unauthorized");
    }
    // The cast is what the overloads promise: only "required" handlers rely on a session, and they get one.
    response = await handler({ request, db, now, secureCookies, session } as SignedInContext);
  } catch (error) {
    response = failureResponse(error, request);
  }
  if (dropCookies) for (const cookie of clearedSessionCookies(secureCookies)) response.headers.append("set-cookie", cookie);
  return response;
}

function failureResponse(error: unknown, request: Request): Response {
  if (!(error instanceof AppError)) {
    log.error("account route failed", { method: request.method, path: new URL(request.url).pathname, error });
  }
  const response = errorResponse(error);
  const retryAfter = error instanceof AppError ? (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds : undefined;
  if (retryAfter !== undefined) response.headers.set("retry-after", String(retryAfter));
  return response;
}

/** A JSON answer carrying Set-Cookie lines. */
export function jsonWithCookies(body: unknown, cookies: string[], init: ResponseInit = {}): Response {
  const response = Response.json(body, init);
  for (const cookie of cookies) response.headers.append("set-cookie", cookie);
  return response;
}

export function noContent(cookies: string[] = []): Response {
  const response = new Response(null, { status: 204 });
  for (const cookie of cookies) response.headers.append("set-cookie", cookie);
  return response;
}
