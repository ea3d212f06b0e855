// Every redirect hop goes through the address check again. To test that with loopback servers only,
// this file treats 127.0.0.1 as if it were a public origin; every other host gets the real check.
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchFeed } from "./fetch-feed";
import { startLocalServer, TEST_FETCH_OPTIONS, type LocalServer } from "./local-test-server";

vi.mock("./resolve-host", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./resolve-host")>();
  return {
    resolveVettedHost: (hostname: string, allowPrivate: boolean, signal: AbortSignal) =>
      actual.resolveVettedHost(hostname, hostname === "127.0.0.1" || allowPrivate, signal),
  };
});

let server: LocalServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const strict = { ...TEST_FETCH_OPTIONS, allowPrivate: false };

describe("fetchFeed: redirects are re-checked hop by hop", () => {
  it("still fetches from the stand-in public origin", async () => {
    server = await startLocalServer((_request, response) => void response.end("<rss/>"));
    expect((await fetchFeed({ url: server.url }, strict)).kind).toBe("ok");
  });

  it.each([
    ["localhost", (port: number) => `http://localhost:${port}/internal`, "127.0.0.1 is a loopback address (localhost resolves to it)"],
    ["[::1]", (port: number) => `http://[::1]:${port}/internal`, "::1 is a loopback address"],
    ["169.254.169.254", () => "http://169.254.169.254/latest/meta-data/", "169.254.169.254 is a link-local address"],
  ])("refuses a redirect to %s without following it", async (_name, location, reason) => {
    server = await startLocalServer((request, response) => {
      if (request.url === "/feed") return void response.writeHead(302, { Location: location(server!.port) }).end();
      response.end("<secret/>");
    });
    const result = await fetchFeed({ url: `${server.url}/feed` }, strict);
    expect(result).toMatchObject({ kind: "error", code: "private_address" });
    expect(result.kind === "error" && result.message).toBe(
      `After a redirect to ${location(server.port)}: Refused to connect: ${reason}; set FEEDS_ALLOW_PRIVATE=1 to allow private addresses`,
    );
    expect(server.requests.map((request) => request.url)).toEqual(["/feed"]);
  });
});
