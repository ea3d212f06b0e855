import { describe, expect, it } from "vitest";
import { canonicalUrl, TRACKING_PARAMETERS } from "./canonical-url";

describe("canonicalUrl", () => {
  it.each([
    ["lower-cases the host and drops the fragment", "https://WWW.Example.COM/News/Story#comments", "https://www.example.com/News/Story"],
    ["drops default ports", "http://example.com:80/a", "http://example.com/a"],
    ["drops the https default port", "https://example.com:443/a", "https://example.com/a"],
    ["keeps other ports", "https://example.com:8443/a", "https://example.com:8443/a"],
    ["strips utm_* and click ids", "https://example.com/a?utm_source=rss&utm_Medium=feed&fbclid=x&gclid=y&id=7", "https://example.com/a?id=7"],
    ["strips Mailchimp, Twitter and publisher tags", "https://example.com/a?mc_cid=1&mc_eid=2&ref_src=twsrc&ref=home&cmpid=3&ito=4&CMP=share", "https://example.com/a"],
    ["strips Reuters' feed markers", "http://www.reuters.com/article/x-idUSKBN1?feedType=RSS&feedName=topNews", "http://www.reuters.com/article/x-idUSKBN1"],
    ["sorts the remaining parameters", "https://example.com/search?q=news&page=2&lang=en", "https://example.com/search?lang=en&page=2&q=news"],
    ["keeps repeated parameters in order", "https://example.com/a?b=2&a=1&b=1", "https://example.com/a?a=1&b=2&b=1"],
    ["keeps the original encoding of values", "https://example.com/a?q=a%2Fb+c", "https://example.com/a?q=a%2Fb+c"],
    ["removes an empty query", "https://example.com/a?utm_campaign=x", "https://example.com/a"],
    ["trims whitespace around the link", "  https://example.com/a \n", "https://example.com/a"],
  ])("%s", (_rule, input, expected) => {
    expect(canonicalUrl(input)).toBe(expected);
  });

  it("gives the same URL for the same story shared with different campaign tags", () => {
    const a = canonicalUrl("https://news.example.org/story?utm_source=twitter&id=1#top");
    const b = canonicalUrl("https://NEWS.example.org:443/story?id=1&utm_source=newsletter&utm_medium=email");
    expect(a).toBe(b);
  });

  it.each(["javascript:alert(1)", "mailto:desk@example.com", "ftp://example.com/file", "/relative/path", "not a url", "", undefined])(
    "refuses %j (http(s) only)",
    (input) => {
      expect(canonicalUrl(input)).toBeUndefined();
    },
  );

  it("documents its tracking list", () => {
    expect(TRACKING_PARAMETERS).toEqual(expect.arrayContaining(["utm_*", "fbclid", "gclid", "mc_cid", "mc_eid", "ref", "ref_src", "cmpid", "ito"]));
  });
});
