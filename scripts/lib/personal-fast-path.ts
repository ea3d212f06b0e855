import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";

// The personal API's GETs every signed-in page view asks (issue 28, second part): scripts/server.ts
// answers them by calling the same route handlers itself, without Next's request pipeline (routing,
// the App Router's request context, its response plumbing), which on this machine cost more than the
// handlers' own work (docs/decisions.md, "Issue 28: backfill job and personal API"). Same code, same
// answers: the origin check, the session, zod, the error shape and `private, no-store` are the routes'
// own. Only GET: a write still goes through Next.

type RouteHandler = (request: Request) => Promise<Response>;

export type FastRoutes = (method: string | undefined, pathname: string) => RouteHandler | undefined;

/**
 * Loads the four routes' modules (once, at start-up) and answers the lookup: the handler scripts/server.ts
 * answers a request with itself, or undefined (Next's). Outside Next's bundler the `server-only` marker
 * some of their imports carry throws when loaded (it resolves to an empty module only under the
 * "react-server" condition Next builds with); this process is the server, so the marker is satisfied
 * here by loading its empty module in its place, before the routes are imported.
 */
export async function loadPersonalFastRoutes(): Promise<FastRoutes> {
  const require = createRequire(import.meta.url);
  const marker = require.resolve("server-only");
  const empty = path.join(path.dirname(marker), "empty.js");
  require(empty);
  require.cache[marker] ??= require.cache[empty];
  const [userWeb, listMy, reads, relations] = await Promise.all([
    import("@/app/v04/user/web/route"),
    import("@/app/v04/interests/listMy/route"),
    import("@/app/v04/user/reads/route"),
    import("@/app/v04/personal/relations/route"),
  ]);
  const routes = new Map<string, RouteHandler>([
    ["/v04/user/web", userWeb.GET],
    ["/v04/interests/listMy", listMy.GET],
    ["/v04/user/reads", reads.GET],
    ["/v04/personal/relations", relations.GET],
  ]);
  return (method, pathname) => (method === "GET" || method === "HEAD" ? routes.get(pathname) : undefined);
}

/** A Node request as the Fetch API's Request a route handler takes (GET: no body). */
export function webRequest(request: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return new Request(new URL(request.url ?? "/", origin), { method: request.method, headers });
}

/** Calls `handler` for a Node request and writes its answer (headers already set on `response` are kept). */
export async function serveFromRoute(handler: RouteHandler, request: IncomingMessage, response: ServerResponse, origin: string): Promise<void> {
  const answer = await handler(webRequest(request, origin));
  const body = request.method === "HEAD" ? null : Buffer.from(await answer.arrayBuffer());
  response.statusCode = answer.status;
  const cookies = answer.headers.getSetCookie();
  for (const [name, value] of answer.headers) if (name !== "set-cookie") response.setHeader(name, value);
  if (cookies.length > 0) response.setHeader("set-cookie", cookies);
  if (body) response.setHeader("content-length", body.length);
  response.end(body ?? undefined);
}
