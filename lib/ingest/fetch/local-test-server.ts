// A throwaway HTTP server on loopback for the fetcher's tests: real sockets, no outside network.
import http, { type IncomingMessage, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import type { FetchOptions } from "./types";

export interface LocalServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:43123 */
  url: string;
  port: number;
  /** Every request the server received, in order. */
  requests: IncomingMessage[];
  close(): Promise<void>;
}

export async function startLocalServer(handler: RequestListener, host = "127.0.0.1"): Promise<LocalServer> {
  const requests: IncomingMessage[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const hostInUrl = host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${hostInUrl}:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Options for tests: loopback allowed (the servers above live there), generous but finite limits. */
export const TEST_FETCH_OPTIONS: FetchOptions = {
  timeoutMs: 5_000,
  maxBytes: 1_000_000,
  maxRedirects: 3,
  allowPrivate: true,
  userAgent: "OpenGround-test/1.0",
};
