import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { itemHash, usableGuid } from "./item-hash";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("itemHash", () => {
  it("hashes the guid first, as a 64-character sha256 hex digest", () => {
    const hash = itemHash({ guid: "tag:example.com,2024:42", canonicalUrl: "https://example.com/a", title: "T" });
    expect(hash).toBe(sha256("guid\ntag:example.com,2024:42"));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("is stable: the same guid gives the same hash even when the link or title changes", () => {
    const before = itemHash({ guid: "story-123456", canonicalUrl: "https://example.com/a", title: "Draft headline" });
    const after = itemHash({ guid: "story-123456", canonicalUrl: "https://example.com/a-renamed", title: "Final headline" });
    expect(after).toBe(before);
  });

  it("canonicalises URL-shaped guids so rotating tracking tags do not create a new item", () => {
    const a = itemHash({ guid: "https://example.com/a?utm_source=rss&id=1", title: "T" });
    const b = itemHash({ guid: "https://example.com/a?id=1&utm_source=email", title: "T" });
    expect(a).toBe(b);
  });

  it("keeps a URL guid's fragment, which can be all that tells two items apart", () => {
    const noon = itemHash({ guid: "http://scripting.example.com/2002/09/29#When:12:59:01PM", title: "T" });
    const later = itemHash({ guid: "http://scripting.example.com/2002/09/29#When:1:02:03PM", title: "T" });
    expect(noon).not.toBe(later);
  });

  it("falls back to the canonical URL when the guid is missing, too short to identify, or the feed's own address", () => {
    const byUrl = sha256("url\nhttps://example.com/a");
    expect(itemHash({ canonicalUrl: "https://example.com/a", title: "T" })).toBe(byUrl);
    expect(itemHash({ guid: "  ", canonicalUrl: "https://example.com/a", title: "T" })).toBe(byUrl);
    expect(itemHash({ guid: "42", canonicalUrl: "https://example.com/a", title: "T" })).toBe(byUrl);
    expect(itemHash({ guid: "https://example.com/feed.xml", canonicalUrl: "https://example.com/a", title: "T", feedUrl: "https://example.com/feed.xml" })).toBe(byUrl);
  });

  it("falls back to title and the feed's date, ignoring case and surrounding space", () => {
    const published = new Date("2024-01-01T00:00:00Z");
    const a = itemHash({ title: "Breaking News ", published });
    expect(a).toBe(itemHash({ title: "breaking news", published }));
    expect(a).not.toBe(itemHash({ title: "Breaking News", published: new Date("2024-01-02T00:00:00Z") }));
  });

  it("never lets a guid collide with a URL hash", () => {
    expect(itemHash({ guid: "https://example.com/a", title: "T" })).not.toBe(itemHash({ canonicalUrl: "https://example.com/a", title: "T" }));
  });

  it("reports which guids are usable", () => {
    expect(usableGuid("393777 at http://thehill.com")).toBe("393777 at http://thehill.com");
    expect(usableGuid("7")).toBeUndefined();
  });
});
