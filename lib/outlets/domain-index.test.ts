import { describe, expect, it } from "vitest";
import { buildDomainIndex, outletIdForHost } from "./domain-index";

const outlets = [
  { id: "cnn", domains: ["cnn.com", "edition.cnn.com"] },
  { id: "bbc-news", domains: ["bbc.co.uk", "WWW.BBC.com"] },
  { id: "politico", domains: ["politico.com"] },
  { id: "politico-europe", domains: ["politico.eu"] },
];

describe("the domain index", () => {
  const index = buildDomainIndex(outlets);

  it("maps every domain of every outlet, lower case and without www.", () => {
    expect(index.get("edition.cnn.com")).toBe("cnn");
    expect(index.get("bbc.com")).toBe("bbc-news");
    expect(index.size).toBe(6);
  });

  it("finds the outlet of an article link, subdomains included", () => {
    expect(outletIdForHost(index, "https://www.bbc.co.uk/news/uk-politics-44586638")).toBe("bbc-news");
    expect(outletIdForHost(index, "http://rss.cnn.com/~r/rss/cnn_topstories/~3/d0gC7xJeBE0/index.html")).toBe("cnn");
    expect(outletIdForHost(index, "money.cnn.com")).toBe("cnn");
    expect(outletIdForHost(index, "WWW.POLITICO.EU")).toBe("politico-europe");
  });

  it("does not credit look-alike or unrelated hosts", () => {
    expect(outletIdForHost(index, "notcnn.com")).toBeUndefined();
    expect(outletIdForHost(index, "cnn.com.evil.example")).toBeUndefined();
    expect(outletIdForHost(index, "http://feeds.feedburner.com/breitbart")).toBeUndefined();
    expect(outletIdForHost(index, "co.uk")).toBeUndefined();
    expect(outletIdForHost(index, "not a url/")).toBeUndefined();
  });

  it("refuses two outlets claiming one host", () => {
    expect(() => buildDomainIndex([...outlets, { id: "cnn-copy", domains: ["www.cnn.com"] }])).toThrow("cnn.com is claimed by both cnn and cnn-copy");
  });
});
