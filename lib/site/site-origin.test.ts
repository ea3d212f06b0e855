import { describe, expect, it } from "vitest";
import { originFromHeaders, publicOrigin, siteOrigin } from "./site-origin";

describe("the site's absolute origin", () => {
  it("prefers PUBLIC_URL, whatever host the request came to", () => {
    expect(siteOrigin("https://news.example/some/path", "http://10.0.0.5:3000/rss/top.xml")).toBe("https://news.example");
    expect(originFromHeaders("https://news.example", new Headers({ host: "internal:3000" }))).toBe("https://news.example");
  });

  it("falls back to the request's own origin, honouring a proxy's forwarded host and scheme", () => {
    expect(siteOrigin(undefined, "http://localhost:3000/rss/top.xml")).toBe("http://localhost:3000");
    expect(originFromHeaders(undefined, new Headers({ host: "localhost:3000" }))).toBe("http://localhost:3000");
    expect(originFromHeaders(undefined, new Headers({ host: "internal", "x-forwarded-host": "news.example", "x-forwarded-proto": "https" }))).toBe(
      "https://news.example",
    );
  });

  it("is unknown to a cached page when PUBLIC_URL is not set, rather than localhost", () => {
    expect(publicOrigin("https://news.example/some/path")).toBe("https://news.example");
    expect(publicOrigin(undefined)).toBeNull();
  });
});
