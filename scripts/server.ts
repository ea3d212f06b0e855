// The web process `npm start` runs: Next's own request handler (the same one `next start` uses) behind a
// plain Node HTTP server that first gives a signed-out reader without an edition cookie the edition of
// where they are (lib/server/location-edition.ts), so their page comes from the page cache through
// next.config.js's rewrites instead of through the proxy. Everything else is Next's.
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { lookupLocation } from "@/lib/geo/lookup-location";
import { cookieWithLocationEdition, requestAddress } from "@/lib/server/location-edition";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME || undefined;

const app = next({ dev: false, dir: root, port, hostname: hostname ?? "localhost" });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  const cookie = cookieWithLocationEdition({ method: request.method, url: request.url, cookie: request.headers.cookie }, () => {
    return lookupLocation(requestAddress(request.headers["x-forwarded-for"], request.socket.remoteAddress)).countryCode;
  });
  if (cookie !== undefined) request.headers.cookie = cookie;
  void handle(request, response);
});
server.listen(port, hostname, () => console.log(`OpenGround listening on http://${hostname ?? "localhost"}:${port}`));

// `next start` closes the server and lets Next finish its work (the embedded engine stops with the process).
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}
