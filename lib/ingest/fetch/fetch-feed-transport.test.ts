// IPv6 literals and HTTPS, over loopback. The HTTPS server uses a throwaway self-signed certificate
// made with the openssl command (skipped with a message when it is not installed).
import { execFileSync, spawnSync } from "node:child_process";
import { promises as fs } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchFeed } from "./fetch-feed";
import { startLocalServer, TEST_FETCH_OPTIONS } from "./local-test-server";

const hasOpenssl = spawnSync("openssl", ["version"]).status === 0;
if (!hasOpenssl) console.warn("Skipping the HTTPS fetch tests: the openssl command is not installed");

describe("fetchFeed over IPv6", () => {
  it("fetches from an IPv6 literal with the right Host header", async () => {
    const server = await startLocalServer((_request, response) => void response.end("<rss/>"), "::1");
    try {
      const result = await fetchFeed({ url: `${server.url}/feed.xml` }, TEST_FETCH_OPTIONS);
      expect(result).toMatchObject({ kind: "ok", finalUrl: `http://[::1]:${server.port}/feed.xml` });
      expect(server.requests[0]!.headers.host).toBe(`[::1]:${server.port}`);
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(!hasOpenssl)("fetchFeed over HTTPS", () => {
  let tlsServer: https.Server;
  let tlsUrl: string;
  let dir: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "fetch-tls-"));
    const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
    execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=127.0.0.1"], {
      stdio: "ignore",
    });
    tlsServer = https.createServer({ key: await fs.readFile(key), cert: await fs.readFile(cert) }, (_request, response) => response.end("<rss/>"));
    await new Promise<void>((resolve) => tlsServer.listen(0, "127.0.0.1", resolve));
    tlsUrl = `https://127.0.0.1:${(tlsServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    tlsServer?.closeAllConnections();
    await new Promise((resolve) => tlsServer?.close(resolve));
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("verifies certificates and explains a failure", async () => {
    const result = await fetchFeed({ url: `${tlsUrl}/feed.xml` }, TEST_FETCH_OPTIONS);
    expect(result).toMatchObject({ kind: "error", code: "connection" });
    expect(result.kind === "error" && result.message).toMatch(/^TLS problem with 127\.0\.0\.1:\d+: self[- ]signed certificate \(DEPTH_ZERO_SELF_SIGNED_CERT\)$/);
  });

  it("follows a redirect from http to https", async () => {
    const server = await startLocalServer((_request, response) => void response.writeHead(301, { Location: `${tlsUrl}/feed.xml` }).end());
    try {
      const result = await fetchFeed({ url: server.url }, TEST_FETCH_OPTIONS);
      expect(result.kind === "error" && result.message).toMatch(/^TLS problem with 127\.0\.0\.1/);
    } finally {
      await server.close();
    }
  });
});
