// DNS answers are faked (node:dns is mocked for this file only), so no resolver is ever asked and
// no address outside loopback is ever connected to.
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchFeed } from "./fetch-feed";
import { startLocalServer, TEST_FETCH_OPTIONS, type LocalServer } from "./local-test-server";
import { resolveVettedHost } from "./resolve-host";

const answers = new Map<string, Array<{ address: string; family: number }>>();

vi.mock("node:dns", () => ({
  lookup: (hostname: string, _options: unknown, callback: (error: NodeJS.ErrnoException | null, addresses: unknown[]) => void) => {
    const found = answers.get(hostname);
    if (found) return queueMicrotask(() => callback(null, found));
    const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
    error.code = "ENOTFOUND";
    queueMicrotask(() => callback(error, []));
  },
}));

const signal = new AbortController().signal;
let server: LocalServer | null = null;
afterEach(async () => {
  answers.clear();
  await server?.close();
  server = null;
});

describe("resolveVettedHost", () => {
  it("refuses a name when any of its addresses is private, naming that address", async () => {
    answers.set("mixed.test", [
      { address: "93.184.216.34", family: 4 },
      { address: "10.1.2.3", family: 4 },
    ]);
    await expect(resolveVettedHost("mixed.test", false, signal)).rejects.toMatchObject({
      code: "private_address",
      message: "Refused to connect: 10.1.2.3 is a private-network address (mixed.test resolves to it); set FEEDS_ALLOW_PRIVATE=1 to allow private addresses",
    });
  });

  it("accepts a name whose addresses are all public and pins the connection to them", async () => {
    const addresses = [
      { address: "2606:4700::1111", family: 6 },
      { address: "93.184.216.34", family: 4 },
    ];
    answers.set("public.test", addresses);
    const vetted = await resolveVettedHost("public.test", false, signal);
    expect(vetted.addresses).toEqual(addresses);
    const all = await new Promise((resolve) => vetted.lookup("anything.else", { all: true }, (_error, result) => resolve(result)));
    expect(all).toEqual(addresses);
    const single = await new Promise((resolve) => vetted.lookup("anything.else", {}, (_error, address, family) => resolve([address, family])));
    expect(single).toEqual(["2606:4700::1111", 6]);
  });

  it("reports a name that does not resolve as a DNS failure", async () => {
    await expect(resolveVettedHost("nowhere.test", false, signal)).rejects.toMatchObject({ code: "dns", message: "Could not resolve nowhere.test: ENOTFOUND" });
    const result = await fetchFeed({ url: "http://nowhere.test/feed.xml" }, TEST_FETCH_OPTIONS);
    expect(result).toMatchObject({ kind: "error", code: "dns", message: "Could not resolve nowhere.test: ENOTFOUND" });
  });

  it("strips IPv6 brackets and skips DNS for address literals", async () => {
    const vetted = await resolveVettedHost("[::1]", true, signal);
    expect(vetted).toMatchObject({ hostname: "::1", addresses: [{ address: "::1", family: 6 }] });
  });
});

describe("fetchFeed connects to the address it checked (no DNS rebinding)", () => {
  it("uses the vetted answer, not a second resolution", async () => {
    // The system resolves localhost to 127.0.0.1; the vetted (faked) answer is ::1, where the only
    // server listens. Reaching it proves the socket used the checked address.
    server = await startLocalServer((_request, response) => void response.end("<rss/>"), "::1");
    answers.set("localhost", [{ address: "::1", family: 6 }]);
    const result = await fetchFeed({ url: `http://localhost:${server.port}/feed.xml` }, TEST_FETCH_OPTIONS);
    expect(result.kind, result.kind === "error" ? result.message : "").toBe("ok");
    expect(server.requests[0]!.headers.host).toBe(`localhost:${server.port}`);
  });
});
