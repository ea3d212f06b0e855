// One HTTP GET to one vetted address (no redirect handling here: fetch-feed.ts re-checks every hop).
import http, { type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import https from "node:https";
import { FetchFailure } from "./fetch-failure";
import type { VettedHost } from "./resolve-host";

const TLS_ERROR = /^(CERT_|ERR_TLS_|ERR_SSL_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_(GET|VERIFY)_)/;

function describeNetworkError(error: NodeJS.ErrnoException, target: URL): string {
  const code = error.code ?? "";
  const where = target.host;
  if (code === "ECONNREFUSED") return `Connection refused by ${where}`;
  if (code === "ECONNRESET" || code === "EPIPE") return `${where} closed the connection before answering`;
  if (code === "EHOSTUNREACH" || code === "ENETUNREACH") return `${where} is unreachable from this server (${code})`;
  if (TLS_ERROR.test(code)) return `TLS problem with ${where}: ${error.message} (${code})`;
  if (code.startsWith("HPE_")) return `${where} sent a malformed HTTP response (${code})`;
  return `Could not fetch from ${where}: ${error.message}${code ? ` (${code})` : ""}`;
}

/** Resolves with the response head; the body is left for read-body.ts. */
export function sendRequest(target: URL, host: VettedHost, headers: OutgoingHttpHeaders, signal: AbortSignal): Promise<IncomingMessage> {
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: target.protocol,
        hostname: host.hostname,
        port: target.port || undefined,
        path: `${target.pathname}${target.search}`,
        auth: target.username ? `${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}` : undefined,
        method: "GET",
        headers,
        lookup: host.lookup,
        // A fresh connection per fetch: a pooled socket would outlive the address check that opened it.
        agent: false,
        signal,
      },
      resolve,
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      reject(signal.aborted ? signal.reason : new FetchFailure("connection", describeNetworkError(error, target)));
    });
    request.end();
  });
}
