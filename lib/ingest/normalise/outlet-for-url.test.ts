import { describe, expect, it } from "vitest";
import { outletForUrl } from "./outlet-for-url";

const index = new Map([
  ["cnn.com", "cnn"],
  ["bbc.co.uk", "bbc"],
  ["news.example.org", "example-news"],
  ["example.org", "example"],
]);

describe("outletForUrl", () => {
  it("matches the host itself, ignoring www. and case", () => {
    expect(outletForUrl("https://WWW.CNN.com/2024/story", index)).toBe("cnn");
  });

  it("walks up to parent domains", () => {
    expect(outletForUrl("https://edition.cnn.com/world", index)).toBe("cnn");
    expect(outletForUrl("https://www.bbc.co.uk/news/uk-1", index)).toBe("bbc");
  });

  it("prefers the most specific registered domain", () => {
    expect(outletForUrl("https://news.example.org/a", index)).toBe("example-news");
    expect(outletForUrl("https://sport.example.org/a", index)).toBe("example");
  });

  it("never matches a bare public suffix or an unknown host", () => {
    expect(outletForUrl("https://other.co.uk/", new Map([["co.uk", "wrong"]]))).toBeUndefined();
    expect(outletForUrl("https://unknown.example.net/", index)).toBeUndefined();
    expect(outletForUrl("not a url", index)).toBeUndefined();
  });

  it("attributes a feedburner redirect to nobody, so the caller falls back to the feed's outlet", () => {
    expect(outletForUrl("http://feedproxy.google.com/~r/cnn/~3/abc/", index)).toBeUndefined();
  });
});
