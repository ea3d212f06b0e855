// The web process `npm start` runs: Next's own request handler (the same one `next start` uses) behind a
// plain Node HTTP server that first gives a signed-out reader without an edition cookie the edition of
// where they are (lib/server/location-edition.ts), so their page comes from the page cache through
// next.config.js's rewrites instead of through the proxy, and then answers a request for a page Next
// sent from its page cache within the last MICROCACHE_MS from its copy (lib/server/microcache.ts), and
// such a page Next fails to remake (a 5xx, or a throw) from its last good copy (lib/server/last-good-copy.ts).
// The personal API's GETs are answered by their route handlers called directly (scripts/lib/personal-fast-path.ts).
// Everything else is Next's.
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { getEnv } from "@/lib/env";
import { lookupLocation } from "@/lib/geo/lookup-location";
import { log } from "@/lib/log";
import { bodyLimitFor, bodyTooLarge, statedLengthTooLarge } from "@/lib/api/request-body";
import { addressFromHops, CLIENT_IP_HEADER, untrustedForwardingHeaders } from "@/lib/api/client-ip";
import { cookieWithLocationEdition, localPlaceHeader } from "@/lib/server/location-edition";
import { LOCAL_PLACE_HEADER } from "@/lib/site/local-routing";
import { isEmbeddable, securityHeaders } from "@/lib/server/security-headers";
import { installMicrocache, Microcache } from "@/lib/server/microcache";
import { withMicrocache } from "@/lib/server/microcache-http";
import { LastGoodCopies } from "@/lib/server/last-good-copy";
import { openedDatabase } from "@/lib/db";
import { pageReaderOf } from "@/lib/queries/personal-page-reader";
import { installPersonalPages, PersonalPages } from "@/lib/server/personal-pages";
import { withPersonalPages } from "@/lib/server/personal-pages-http";
import { loadPersonalFastRoutes, serveFromRoute } from "./lib/personal-fast-path";

const root = path.resolve(import.meta.dirname, "..");
const env = getEnv();
const { PORT: port, MICROCACHE_MS, PERSONAL_PAGES_MS, TRUSTED_PROXY_HOPS } = env;
// The security headers, worked out once: one set for the embeddable widgets, one for everything else.
const pageHeaders = securityHeaders("/", env);
const widgetHeaders = securityHeaders("/widget", env);

const app = next({ dev: false, dir: root, port, hostname: "localhost" });
const microcache = new Microcache({ ttlMs: MICROCACHE_MS });
installMicrocache(microcache);
// The last good copy of each signed-out cached page, sent marked stale when Next cannot remake it (issue 23).
const nextWithMicrocache = withMicrocache(microcache, app.getRequestHandler(), new LastGoodCopies());
// A signed-in reader's own copy of /my and /my-news-bias (issue 28), found through their session on the
// database handle Next opened at boot (instrumentation.ts); before it exists, Next answers.
const personalPages = new PersonalPages({ ttlMs: PERSONAL_PAGES_MS });
installPersonalPages(personalPages);
const handle = withPersonalPages(
  personalPages,
  async (tokenHash, now) => {
    const opened = openedDatabase();
    return opened ? pageReaderOf(await opened, tokenHash, now) : null;
  },
  nextWithMicrocache,
);
await app.prepare();
const personalFastRoute = await loadPersonalFastRoutes();

const server = createServer((request, response) => {
  // A body stated over its route's limit is refused before Next reads it (lib/api/request-body.ts; the
  // route's own reader also stops a chunked body at the limit).
  const pathname = (request.url ?? "/").split("?")[0] ?? "/";
  for (const [name, value] of isEmbeddable(pathname) ? widgetHeaders : pageHeaders) response.setHeader(name, value);
  if (statedLengthTooLarge(pathname, request.headers["content-length"])) {
    const error = bodyTooLarge(bodyLimitFor(pathname));
    response.writeHead(413, { "content-type": "application/json", connection: "close" });
    response.end(JSON.stringify({ error: { code: error.code, message: error.message } }));
    return;
  }
  // The client's address, from the socket and only as many X-Forwarded-For entries as TRUSTED_PROXY_HOPS
  // trusts, handed to the routes in a header a client cannot set (it is always overwritten here).
  const address = addressFromHops(request.headers["x-forwarded-for"], request.socket.remoteAddress, TRUSTED_PROXY_HOPS);
  request.headers[CLIENT_IP_HEADER] = address;
  for (const name of untrustedForwardingHeaders(TRUSTED_PROXY_HOPS)) delete request.headers[name];
  // The request's location, looked up at most once and only when a step needs it.
  let location: ReturnType<typeof lookupLocation> | undefined;
  const locate = () => (location ??= lookupLocation(address));
  const cookie = cookieWithLocationEdition({ method: request.method, url: request.url, cookie: request.headers.cookie }, () => locate().countryCode);
  if (cookie !== undefined) request.headers.cookie = cookie;
  // /local's place (issue 28): only this server says which place's cached page a reader gets.
  delete request.headers[LOCAL_PLACE_HEADER];
  const place = localPlaceHeader({ method: request.method, url: request.url, cookie: request.headers.cookie }, locate);
  if (place !== undefined) request.headers[LOCAL_PLACE_HEADER] = place;
  // The personal API's GETs (issue 28): the same route handlers, called here without Next's pipeline.
  const fast = personalFastRoute(request.method, pathname);
  const served = fast ? serveFromRoute(fast, request, response, `http://${request.headers.host ?? "localhost"}`) : handle(request, response);
  served.catch((error: unknown) => {
    log.error("request failed", { url: request.url, error });
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});
// Every interface, as `next start` listens by default.
server.listen(port, () => console.log(`OpenGround listening on http://localhost:${port}`));

// On a signal, as `next start` does: stop taking requests, let Next close, then exit (the embedded engine
// stops with the process).
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}
