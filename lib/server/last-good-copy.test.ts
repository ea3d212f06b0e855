import { describe, expect, it } from "vitest";
import { LastGoodCopies, STALE_HEADER, STALE_LOG_INTERVAL_MS } from "./last-good-copy";
import type { PageCopy } from "./microcache";

const page = (text: string, size = text.length): PageCopy => ({
  statusCode: 200,
  headers: { "content-type": "text/html", "cache-control": "s-maxage=30, stale-while-revalidate", "x-microcache": "HIT", "content-length": size },
  body: Buffer.from(text.padEnd(size, ".")),
});

describe("LastGoodCopies", () => {
  it("answers with the copy's status, headers and body, marked stale and not to be stored", () => {
    const copies = new LastGoodCopies();
    copies.set("/\ntop-us\n\n", page("front page"));
    const answer = copies.staleAnswer("/\ntop-us\n\n");
    expect(answer?.copy.statusCode).toBe(200);
    expect(answer?.copy.body.toString()).toBe("front page");
    expect(answer?.copy.headers).toMatchObject({
      "content-type": "text/html",
      "content-length": 10,
      "cache-control": "no-store",
      warning: '110 - "Response is Stale"',
      [STALE_HEADER]: "1",
      "x-microcache": "STALE",
    });
    expect(copies.staleAnswer("/story/other\ntop-us\n\n")).toBeUndefined();
  });

  it("keeps the newest copy of a page and counts its bytes once", () => {
    const copies = new LastGoodCopies({ maxBytes: 1_000 });
    copies.set("a", page("old", 300));
    copies.set("a", page("new", 400));
    expect(copies.size).toBe(1);
    expect(copies.storedBytes).toBe(400);
    expect(copies.staleAnswer("a")?.copy.body.toString().startsWith("new")).toBe(true);
  });

  it("stays within its bytes, forgetting the least recently used page first", () => {
    const copies = new LastGoodCopies({ maxBytes: 1_000 });
    copies.set("a", page("a", 400));
    copies.set("b", page("b", 400));
    copies.staleAnswer("a"); // a was sent since: b is now the least recently used
    copies.set("c", page("c", 400));
    expect(copies.storedBytes).toBe(800);
    expect(copies.staleAnswer("b")).toBeUndefined();
    expect(copies.staleAnswer("a")).toBeDefined();
    expect(copies.staleAnswer("c")).toBeDefined();
    // A page larger than the whole store is not kept, and an older copy of it goes too (it is not the last good one).
    copies.set("a", page("a", 1_001));
    expect(copies.staleAnswer("a")).toBeUndefined();
    expect(copies.storedBytes).toBe(400);
  });

  it("says to log a page's stale answers once a minute at most", () => {
    let now = 1_000_000;
    const copies = new LastGoodCopies({ now: () => now });
    copies.set("a", page("a"));
    copies.set("b", page("b"));
    expect(copies.staleAnswer("a")?.log).toBe(true);
    expect(copies.staleAnswer("a")?.log).toBe(false);
    expect(copies.staleAnswer("b")?.log).toBe(true);
    now += STALE_LOG_INTERVAL_MS - 1;
    expect(copies.staleAnswer("a")?.log).toBe(false);
    // A newer copy of the page does not restart the count.
    copies.set("a", page("a2"));
    expect(copies.staleAnswer("a")?.log).toBe(false);
    now += 1;
    expect(copies.staleAnswer("a")?.log).toBe(true);
  });
});
