// `npm run replay -- DIR [--port N] [--host H] [--quiet]`: serves a folder of captured feed files over
// HTTP (conditional GET, gzip) for end-to-end tests and offline demos. Point feeds at the printed URL
// and set FEEDS_ALLOW_PRIVATE=1 so the fetcher may reach a loopback address.
import fs from "node:fs";
import path from "node:path";
import { listReplayFeeds, startReplayServer } from "../lib/ingest/replay/replay-server";
import { parseArgs, runCli } from "./lib/cli";

const USAGE = "usage: npm run replay -- DIR [--port N] [--host 127.0.0.1] [--quiet]";

function parsePort(value: string | true | undefined): number | null {
  if (value === undefined) return 0;
  if (typeof value !== "string" || !/^\d+$/.test(value) || Number(value) > 65_535) return null;
  return Number(value);
}

function waitForStopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    process.once("SIGINT", () => resolve("SIGINT"));
    process.once("SIGTERM", () => resolve("SIGTERM"));
  });
}

runCli(async () => {
  const { positional, options } = parseArgs(process.argv.slice(2));
  const dirArg = positional[0] ?? options.get("dir");
  if (typeof dirArg !== "string" || options.has("help")) {
    console.error(USAGE);
    return 2;
  }
  const dir = path.resolve(dirArg);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    console.error(`No such folder: ${dir}`);
    return 2;
  }
  const port = parsePort(options.get("port"));
  if (port === null) {
    console.error(`--port must be a whole number from 0 to 65535, got ${String(options.get("port"))}`);
    return 2;
  }
  const hostOption = options.get("host");
  const host = typeof hostOption === "string" ? hostOption : "127.0.0.1";
  const quiet = options.has("quiet");

  const server = await startReplayServer({
    dir,
    port,
    host,
    onRequest: quiet ? undefined : (entry) => console.log(`${entry.method} ${entry.path} ${entry.status} ${entry.bytes} bytes`),
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") console.error(`Port ${port} on ${host} is already in use; choose another with --port`);
    else if (error.code === "EADDRNOTAVAIL") console.error(`Cannot listen on ${host}: no such local address`);
    else throw error;
    return null;
  });
  if (!server) return 1;

  const feeds = await listReplayFeeds(dir, server.url);
  console.log(`Replay server for ${dir}: ${feeds.length} feed file${feeds.length === 1 ? "" : "s"}`);
  console.log(`Listening at ${server.url}/  (Ctrl-C to stop)`);
  const signal = await waitForStopSignal();
  await server.close();
  console.log(`Stopped (${signal})`);
  return 0;
});
