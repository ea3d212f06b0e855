import { describe, expect, it } from "vitest";
import type { PageReader } from "@/lib/queries/personal-page-reader";
import type { PageCopy } from "./microcache";
import { personalCopy, personalPageKey, personalPageRequest, PersonalPages } from "./personal-pages";

const TOKEN = "GROUND_LOGIN_TOKEN=abc";
const page = (text: string): PageCopy => ({ statusCode: 200, headers: { "content-type": "text/html" }, body: Buffer.from(text) });
const reader = (overrides: Partial<PageReader> = {}): PageReader => ({ userId: 7, version: 3, updatedAt: 1000, topFeedEdition: null, lastSeenAt: new Date(), ...overrides });

describe("personalPageRequest", () => {
  it("takes a signed-in reader's GET of /my or /my-news-bias, with the login and edition cookies", () => {
    expect(personalPageRequest({ method: "GET", url: "/my-news-bias?period=year", headers: { cookie: `${TOKEN}; GROUND_FEED_EDITION=top-uk`, "accept-encoding": "gzip" } })).toEqual({
      token: "abc",
      edition: "top-uk",
      url: "/my-news-bias?period=year",
      encodings: "gzip",
    });
    expect(personalPageRequest({ method: "GET", url: "/my", headers: { cookie: TOKEN } })?.edition).toBeNull();
  });

  it("leaves everything else to Next: signed out, other pages, other methods, RSC payloads, doubled cookies, preview mode", () => {
    expect(personalPageRequest({ method: "GET", url: "/my", headers: {} })).toBeUndefined();
    expect(personalPageRequest({ method: "GET", url: "/my", headers: { cookie: "GROUND_FEED_EDITION=top-us" } })).toBeUndefined();
    expect(personalPageRequest({ method: "GET", url: "/account", headers: { cookie: TOKEN } })).toBeUndefined();
    expect(personalPageRequest({ method: "GET", url: "/my/other", headers: { cookie: TOKEN } })).toBeUndefined();
    expect(personalPageRequest({ method: "POST", url: "/my", headers: { cookie: TOKEN } })).toBeUndefined();
    expect(personalPageRequest({ method: "GET", url: "/my", headers: { cookie: TOKEN, rsc: "1" } })).toBeUndefined();
    expect(personalPageRequest({ method: "GET", url: "/my", headers: { cookie: `${TOKEN}; GROUND_LOGIN_TOKEN=def` } })).toBeUndefined();
    expect(personalPageRequest({ method: "GET", url: "/my", headers: { cookie: `${TOKEN}; GROUND_FEED_EDITION=a; GROUND_FEED_EDITION=b` } })).toBeUndefined();
    expect(personalPageRequest({ method: "GET", url: "/my", headers: { cookie: `${TOKEN}; __prerender_bypass=1` } })).toBeUndefined();
    expect(personalPageRequest({ method: "GET", url: "/my", headers: { cookie: "GROUND_LOGIN_TOKEN=" } })).toBeUndefined();
  });
});

describe("personalPageKey", () => {
  const request = personalPageRequest({ method: "GET", url: "/my", headers: { cookie: `${TOKEN}; GROUND_FEED_EDITION=top-us`, "accept-encoding": "gzip" } })!;

  it("differs by reader, by version, by account change, by address and by encoding", () => {
    const key = personalPageKey(reader(), request, "10.0.0.1");
    expect(personalPageKey(reader({ userId: 8 }), request, "10.0.0.1")).not.toBe(key);
    expect(personalPageKey(reader({ version: 4 }), request, "10.0.0.1")).not.toBe(key);
    expect(personalPageKey(reader({ updatedAt: 1001 }), request, "10.0.0.1")).not.toBe(key);
    expect(personalPageKey(reader(), { ...request, url: "/my?page=2" }, "10.0.0.1")).not.toBe(key);
    expect(personalPageKey(reader(), { ...request, encodings: "br" }, "10.0.0.1")).not.toBe(key);
  });

  it("follows the edition the page's colours come from: the account's, else the cookie's, else the address", () => {
    const other = { ...request, edition: "top-uk" };
    expect(personalPageKey(reader(), other, "10.0.0.1")).not.toBe(personalPageKey(reader(), request, "10.0.0.1"));
    expect(personalPageKey(reader({ topFeedEdition: "top-us" }), other, "10.0.0.1")).toBe(personalPageKey(reader({ topFeedEdition: "top-us" }), request, "10.0.0.1"));
    const noEdition = { ...request, edition: null };
    expect(personalPageKey(reader(), noEdition, "10.0.0.1")).not.toBe(personalPageKey(reader(), noEdition, "10.0.0.2"));
    expect(personalPageKey(reader(), request, "10.0.0.1")).toBe(personalPageKey(reader(), request, "10.0.0.2"));
  });
});

describe("personalCopy", () => {
  it("keeps a complete 200 HTML page without Set-Cookie, marked as a copy", () => {
    const copy = personalCopy(200, { "content-type": "text/html; charset=utf-8", date: "x", "content-length": 5 }, Buffer.from("hello"), 1000)!;
    expect(copy.headers).toEqual({ "content-type": "text/html; charset=utf-8", "content-length": 5, "x-personal-cache": "HIT" });
    expect(personalCopy(307, { "content-type": "text/html", location: "/401" }, Buffer.from(""), 1000)).toBeUndefined();
    expect(personalCopy(200, { "content-type": "text/html", "set-cookie": ["a=b"] }, Buffer.from("x"), 1000)).toBeUndefined();
    expect(personalCopy(200, { "content-type": "application/json" }, Buffer.from("{}"), 1000)).toBeUndefined();
    expect(personalCopy(200, { "content-type": "text/html", "content-length": 9 }, Buffer.from("cut"), 1000)).toBeUndefined();
    expect(personalCopy(200, { "content-type": "text/html" }, Buffer.from("too long"), 4)).toBeUndefined();
  });
});

describe("PersonalPages", () => {
  it("makes a page once: a first request makes it, the others wait for its copy, the next get it", async () => {
    const pages = new PersonalPages({ ttlMs: 1000, now: () => 0 });
    const first = pages.answer("k");
    expect(first.kind).toBe("make");
    const second = pages.answer("k");
    expect(second.kind).toBe("wait");
    if (first.kind === "make") first.done(page("A"));
    if (second.kind === "wait") expect((await second.made)?.body.toString()).toBe("A");
    const third = pages.answer("k");
    expect(third.kind === "copy" && third.copy.body.toString()).toBe("A");
  });

  it("lets a waiting request ask Next itself when the page could not be kept", async () => {
    const pages = new PersonalPages({ ttlMs: 1000, now: () => 0 });
    const first = pages.answer("k");
    const second = pages.answer("k");
    if (first.kind === "make") first.done(undefined);
    if (second.kind === "wait") expect(await second.made).toBeUndefined();
    expect(pages.answer("k").kind).toBe("make");
  });

  it("sends an older copy for as long again while one request remakes it, then nothing", () => {
    let now = 0;
    const pages = new PersonalPages({ ttlMs: 1000, now: () => now });
    const made = pages.answer("k");
    if (made.kind === "make") made.done(page("old"));
    now = 1500;
    const remake = pages.answer("k");
    expect(remake.kind).toBe("make");
    const meanwhile = pages.answer("k");
    expect(meanwhile.kind === "copy" && meanwhile.copy.body.toString()).toBe("old");
    now = 2100; // past twice the time: too old to send even while another request remakes it
    expect(pages.answer("k").kind).toBe("wait");
    if (remake.kind === "make") remake.done(page("new"));
    const fresh = pages.answer("k");
    expect(fresh.kind === "copy" && fresh.copy.body.toString()).toBe("new");
  });

  it("keeps nothing begun before clear(), and sends nothing kept before it", () => {
    const pages = new PersonalPages({ ttlMs: 1000, now: () => 0 });
    const kept = pages.answer("a");
    if (kept.kind === "make") kept.done(page("A"));
    const begun = pages.answer("b");
    pages.clear();
    if (begun.kind === "make") begun.done(page("B"));
    expect(pages.answer("a").kind).toBe("make");
    expect(pages.answer("b").kind).toBe("make");
    expect(pages.size).toBe(0);
  });

  it("is bounded in entries and bytes, the least recently made going first", () => {
    const pages = new PersonalPages({ ttlMs: 1000, maxEntries: 2, maxBytes: 10, now: () => 0 });
    for (const [key, text] of [["a", "1111"], ["b", "2222"], ["c", "3333"]] as const) {
      const made = pages.answer(key);
      if (made.kind === "make") made.done(page(text));
    }
    expect(pages.size).toBe(2);
    expect(pages.answer("a").kind).toBe("make");
    expect(pages.answer("c").kind).toBe("copy");
    const big = pages.answer("d");
    if (big.kind === "make") big.done(page("4444444"));
    expect(pages.storedBytes).toBeLessThanOrEqual(10);
  });
});
