import { describe, expect, it } from "vitest";
import { clearMicrocache, installMicrocache, keepableCopy, Microcache, microcacheKey, signedOutKey, type PageCopy } from "./microcache";

const EDITION = { cookie: "GROUND_FEED_EDITION=top-us" };

function page(text: string, headers: Record<string, string | number> = {}): PageCopy {
  return { statusCode: 200, headers: { "x-nextjs-cache": "HIT", ...headers }, body: Buffer.from(text) };
}

describe("microcacheKey", () => {
  it("keys a plain GET by address, edition cookie and accepted encodings", () => {
    const home = microcacheKey({ method: "GET", url: "/", headers: { ...EDITION, "accept-encoding": "gzip" } });
    expect(home).toBeDefined();
    // Another edition, another address, another encoding: another page.
    expect(microcacheKey({ method: "GET", url: "/", headers: { cookie: "GROUND_FEED_EDITION=top-uk", "accept-encoding": "gzip" } })).not.toBe(home);
    expect(microcacheKey({ method: "GET", url: "/?x=1", headers: { ...EDITION, "accept-encoding": "gzip" } })).not.toBe(home);
    expect(microcacheKey({ method: "GET", url: "/", headers: { ...EDITION } })).not.toBe(home);
    // Cookies Next's rewrites never read (analytics, theme) do not split the copies.
    expect(microcacheKey({ method: "GET", url: "/", headers: { cookie: "AMP_1=abc; GROUND_FEED_EDITION=top-us; theme=dark", "accept-encoding": "gzip" } })).toBe(home);
  });

  it("sends to Next whatever is not a reader's plain GET", () => {
    const plain = { method: "GET", url: "/article/4" };
    expect(microcacheKey({ ...plain, headers: EDITION })).toBeDefined();
    expect(microcacheKey({ ...plain, method: "HEAD", headers: EDITION })).toBeUndefined();
    expect(microcacheKey({ ...plain, method: "POST", headers: EDITION })).toBeUndefined();
    expect(microcacheKey({ method: "GET", url: "/_next/static/chunks/main.js", headers: EDITION })).toBeUndefined();
    // A signed-in reader has their own copies (issue 28), never a signed-out reader's.
    const signedIn = microcacheKey({ ...plain, headers: { cookie: "GROUND_FEED_EDITION=top-us; GROUND_LOGIN_TOKEN=abc" } });
    expect(signedIn).toBeDefined();
    expect(signedIn).not.toBe(microcacheKey({ ...plain, headers: EDITION }));
    expect(microcacheKey({ ...plain, headers: { cookie: "GROUND_LOGIN_TOKEN=other; GROUND_FEED_EDITION=top-us" } })).toBe(signedIn);
    // The grayscale reader shares the cached page (issue 25: the image mode is a class the browser sets).
    expect(microcacheKey({ ...plain, headers: { cookie: "GROUND_IMAGE_MODE=grayscale; GROUND_FEED_EDITION=top-us" } })).toBeDefined();
    expect(microcacheKey({ ...plain, headers: { cookie: "__prerender_bypass=1; GROUND_FEED_EDITION=top-us" } })).toBeUndefined();
    // Which of two edition cookies Next's rewrite would read is Next's business.
    expect(microcacheKey({ ...plain, headers: { cookie: "GROUND_FEED_EDITION=top-us; GROUND_FEED_EDITION=top-uk" } })).toBeUndefined();
    // The client router's RSC payloads and prefetches, server actions, ranges, conditional requests.
    for (const header of ["rsc", "next-router-state-tree", "next-router-prefetch", "next-action", "range", "if-none-match", "authorization"]) {
      expect(microcacheKey({ ...plain, headers: { ...EDITION, [header]: "1" } }), header).toBeUndefined();
    }
  });
});

describe("signedOutKey", () => {
  it("is the microcache key of a signed-out reader's request only (the last good copies are theirs)", () => {
    const request = { method: "GET", url: "/article/4", headers: { ...EDITION, "accept-encoding": "gzip" } };
    expect(signedOutKey(request)).toBe(microcacheKey(request));
    expect(signedOutKey({ ...request, headers: { cookie: "GROUND_FEED_EDITION=top-us; GROUND_LOGIN_TOKEN=abc" } })).toBeUndefined();
    expect(signedOutKey({ ...request, method: "POST" })).toBeUndefined();
    expect(signedOutKey({ ...request, headers: { ...EDITION, rsc: "1" } })).toBeUndefined();
  });
});

describe("keepableCopy", () => {
  it("keeps a 200 from Next's page cache without the headers each response writes itself", () => {
    const sent = { "x-nextjs-cache": "MISS", "content-type": "text/html", date: "Tue", connection: "keep-alive", "transfer-encoding": "chunked" };
    const copy = keepableCopy(200, sent, Buffer.from("<html>"), 1000);
    // Next made the page on this request (MISS); every repeat is from a cache, as Next's own would be.
    expect(copy?.headers).toEqual({ "x-nextjs-cache": "HIT", "content-type": "text/html", "content-length": 6, "x-microcache": "HIT" });
    expect(copy?.body.toString()).toBe("<html>");
  });

  it("keeps nothing personal, partial, stale or not from the page cache", () => {
    const body = Buffer.from("<html>");
    expect(keepableCopy(200, { "content-type": "text/html" }, body, 1000)).toBeUndefined();
    expect(keepableCopy(200, { "x-nextjs-cache": "STALE" }, body, 1000)).toBeUndefined();
    expect(keepableCopy(404, { "x-nextjs-cache": "HIT" }, body, 1000)).toBeUndefined();
    expect(keepableCopy(308, { "x-nextjs-cache": "HIT", location: "/article/2" }, body, 1000)).toBeUndefined();
    expect(keepableCopy(200, { "x-nextjs-cache": "HIT", "set-cookie": ["a=1"] }, body, 1000)).toBeUndefined();
    expect(keepableCopy(200, { "x-nextjs-cache": "HIT" }, body, 5)).toBeUndefined();
    // Fewer bytes recorded than the response declared: not the whole page.
    expect(keepableCopy(200, { "x-nextjs-cache": "HIT", "content-length": 900 }, body, 1000)).toBeUndefined();
  });
});

describe("Microcache", () => {
  it("sends a copy again only for its time to live", () => {
    let now = 0;
    const cache = new Microcache({ ttlMs: 1000, now: () => now });
    expect(cache.set("home", page("a"), cache.generation)).toBe(true);
    now = 999;
    expect(cache.get("home")?.body.toString()).toBe("a");
    now = 1000;
    expect(cache.get("home")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps nothing when turned off (0 ms)", () => {
    const cache = new Microcache({ ttlMs: 0 });
    expect(cache.enabled).toBe(false);
    expect(cache.set("home", page("a"), cache.generation)).toBe(false);
    expect(cache.get("home")).toBeUndefined();
  });

  it("forgets every copy when cleared, and refuses a copy Next began before the clear", () => {
    const cache = new Microcache({ ttlMs: 1000 });
    cache.set("home", page("old"), cache.generation);
    const begun = cache.generation; // a request goes to Next…
    installMicrocache(cache);
    clearMicrocache(); // …the engine changes a story meanwhile…
    expect(cache.get("home")).toBeUndefined();
    expect(cache.set("home", page("rendered before the change"), begun)).toBe(false); // …its answer is not kept.
    expect(cache.get("home")).toBeUndefined();
    expect(cache.set("home", page("new"), cache.generation)).toBe(true);
    expect(cache.get("home")?.body.toString()).toBe("new");
  });

  it("stays within its entry and byte bounds, dropping the oldest copies first", () => {
    let now = 0;
    const cache = new Microcache({ ttlMs: 1000, maxEntries: 3, maxBytes: 10, now: () => now });
    for (const key of ["a", "b", "c", "d"]) {
      cache.set(key, page("xx"), cache.generation);
      now += 1;
    }
    expect(cache.size).toBe(3);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("d")).toBeDefined();
    cache.set("big", page("xxxxxxx"), cache.generation); // 7 bytes: 2 + 7 fit, 2 + 2 + 7 do not
    expect(cache.storedBytes).toBeLessThanOrEqual(10);
    expect(cache.get("big")).toBeDefined();
    expect(cache.get("b")).toBeUndefined();
    expect(cache.set("huge", page("x".repeat(11)), cache.generation)).toBe(false);
  });

  it("counts a replaced copy's bytes once", () => {
    const cache = new Microcache({ ttlMs: 1000 });
    cache.set("home", page("aaaa"), cache.generation);
    cache.set("home", page("bb"), cache.generation);
    expect(cache.storedBytes).toBe(2);
    expect(cache.size).toBe(1);
  });
});
