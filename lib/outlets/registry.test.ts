import { describe, expect, it } from "vitest";
import { EDITION_IDS } from "@/lib/editions/editions";
import { BIAS_VALUES, sideOf, type Side } from "@/lib/news/bias-scale";
import type { OutletRecord } from "@/lib/queries/outlets";
import { borderColour } from "./border-colour";
import { deriveBias } from "./derive-bias";
import { buildDomainIndex, normaliseHost, outletIdForHost } from "./domain-index";
import { homeEdition, THIRD_PARTY_FEED_HOSTS, topicInAddress } from "./import/feed-scope";
import { outletInputSchema, SHARED_FEED_HOSTS } from "./outlet-schema";
import { REGIONS, regionOf } from "./region";
import { REGISTRY_INPUTS } from "./registry-data";
import { deriveOutlet, listOutlets, outletById, toStoredOutlet } from "./registry";

// The built-in registry checked by its rules (issue 27), not by its current counts: it grows with
// every import.
const outlets = listOutlets();

/** Outlets with at least one feed, per edition and side: the outlets a blindspot of that edition can draw on. */
function watchedPerEdition() {
  return Object.fromEntries(
    EDITION_IDS.map((edition) => {
      const counts: Record<Side, number> = { left: 0, center: 0, right: 0 };
      for (const outlet of outlets) {
        const side = sideOf(outlet.bias);
        if (side && outlet.editions.includes(edition) && outlet.feeds.length + outlet.aggregatorFeeds.length > 0) counts[side]++;
      }
      return [edition, counts];
    }),
  );
}

describe("the built-in outlet registry", () => {
  it("holds at least 250 outlets, each valid against the import schema", () => {
    expect(outlets.length).toBeGreaterThanOrEqual(250);
    for (const input of REGISTRY_INPUTS) {
      const result = outletInputSchema.safeParse(input);
      expect(result.success, `${input.id}: ${result.error?.message}`).toBe(true);
    }
  });

  it("gives every edition at least 5 outlets with feeds on each side of its own", () => {
    for (const [edition, counts] of Object.entries(watchedPerEdition())) {
      for (const side of ["left", "center", "right"] as const) expect(counts[side], `${edition} ${side}`).toBeGreaterThanOrEqual(5);
    }
  });

  it("uses each id and each domain once", () => {
    const ids = outlets.map((outlet) => outlet.id);
    expect(new Set(ids).size).toBe(ids.length);
    const domains = outlets.flatMap((outlet) => outlet.domains);
    expect(new Set(domains).size).toBe(domains.length);
    expect(() => buildDomainIndex(outlets)).not.toThrow();
  });

  it("never takes a shared feed host (feedburner and the like) as an outlet's domain", () => {
    for (const outlet of outlets) for (const domain of outlet.domains) expect(SHARED_FEED_HOSTS).not.toContain(domain);
  });

  it("covers the whole spectrum: every point of the 7-point scale", () => {
    const shown = new Set(outlets.map((outlet) => outlet.bias));
    for (const bias of BIAS_VALUES.filter((value) => value !== "unknown")) expect(shown, bias).toContain(bias);
  });

  it("covers every region: US, UK, Canada, Europe, Oceania and beyond", () => {
    const regions = new Set(outlets.map((outlet) => regionOf(outlet.country)));
    for (const region of REGIONS) expect(regions, region).toContain(region);
  });

  it("dates, names and links every rating, with at most one rating per rater and date of each kind", () => {
    for (const outlet of outlets) {
      for (const [kind, ratings] of [["bias", outlet.ratings], ["factuality", outlet.factualityRatings]] as const) {
        const keys = ratings.map((rating) => `${rating.rater}@${rating.date}`);
        expect(new Set(keys).size, `${outlet.id} ${kind}`).toBe(keys.length);
        for (const rating of ratings) {
          expect(rating.rater.length && rating.label.length && rating.date.length, outlet.id).toBeTruthy();
          expect(rating.url, `${outlet.id}: ${rating.rater} ${rating.date} has no link`).toMatch(/^https?:\/\//);
        }
      }
    }
  });

  it("says why each rating it leaves out is left out", () => {
    for (const outlet of outlets) for (const rating of outlet.leftOutRatings) expect(rating.reason.length, outlet.id).toBeGreaterThan(10);
  });

  it("names an owner and where the owner fact comes from for every outlet", () => {
    for (const outlet of outlets) {
      expect(outlet.owner, outlet.id).toBeTruthy();
      expect(outlet.ownershipSource, outlet.id).toBeTruthy();
    }
  });

  it("shows a bias always derived by the rule from the ratings, with its border colour", () => {
    for (const outlet of outlets) {
      expect(outlet.bias, outlet.id).toBe(deriveBias(outlet.ratings).bias);
      expect(outlet.borderColour).toBe(borderColour(outlet.bias));
      expect(outlet.biasBasis.length).toBeGreaterThan(0);
    }
  });

  it("includes the newspal set, found through the domains their feeds link to", () => {
    const index = buildDomainIndex(outlets);
    const links: Record<string, string> = {
      "https://www.bbc.co.uk/news/uk-politics-44586638": "bbc-news",
      "http://www.breitbart.com/big-government/2018/06/23/x/": "breitbart",
      "https://www.cnbc.com/2018/06/23/x.html": "cnbc",
      "http://rss.cnn.com/~r/rss/cnn_topstories/~3/x/index.html": "cnn",
      "http://feeds.foxnews.com/~r/foxnews/politics/~3/x/y.html": "fox-news",
      "https://www.theguardian.com/us-news/2018/jun/22/x": "the-guardian",
      "http://www.mcclatchydc.com/news/politics-government/article213629579.html": "mcclatchy",
      "http://www.msnbc.com/hugh-hewitt/watch/x": "msnbc",
      "https://www.politico.com/story/2018/06/19/x": "politico",
      "http://feeds.reuters.com/~r/reuters/topNews/~3/x/y": "reuters",
      "http://thehill.com/homenews/campaign/393774-x": "the-hill",
    };
    for (const [link, id] of Object.entries(links)) expect(outletIdForHost(index, link), link).toBe(id);
  });

  it("puts each outlet in its home edition", () => {
    for (const outlet of outlets) expect(outlet.editions, outlet.id).toContain(homeEdition(outlet.country));
  });

  it("gives every outlet a feed, each listed once, over https, and none from a search engine or forum", () => {
    const feeds = outlets.flatMap((outlet) => [...outlet.feeds, ...outlet.aggregatorFeeds]);
    expect(new Set(feeds).size).toBe(feeds.length);
    for (const outlet of outlets) expect(outlet.feeds.length + outlet.aggregatorFeeds.length, outlet.id).toBeGreaterThan(0);
    for (const feed of feeds) {
      expect(feed, feed).toMatch(/^https:\/\//);
      const host = normaliseHost(new URL(feed).hostname);
      // openrss.org stands in for AP's and Reuters' own pages, which publish no feed (Kagi's core lists use it too).
      const allowed = host === "openrss.org";
      expect(allowed || !THIRD_PARTY_FEED_HOSTS.some((third) => host === third || host.endsWith(`.${third}`)), feed).toBe(true);
    }
  });

  it("scopes every feed to general or political news: no address names a topic", () => {
    for (const outlet of outlets) for (const feed of outlet.feeds) expect(topicInAddress(feed), `${outlet.id}: ${feed}`).toBeNull();
  });

  it("files MS NOW's feed, on NBC's feed host, under MS NOW, and keeps NBC's sports feeds out", () => {
    expect(outletById("msnbc")?.feeds).toContain("https://feeds.nbcnews.com/msnbc/public/news");
    expect(outletById("nbc-news")?.feeds.some((feed) => feed.includes("/id/19782292/"))).toBe(false);
  });

  it("finds outlets by id", () => {
    expect(outletById("reuters")?.name).toBe("Reuters");
    expect(outletById("no-such-outlet")).toBeUndefined();
  });

  it("gives the stored form lib/queries/outlets upserts, bias and factuality ratings told apart", () => {
    const stored: OutletRecord = toStoredOutlet(outletById("bbc-news")!);
    expect(stored.ratings.filter((rating) => rating.kind === "bias").map((rating) => rating.rater)).toContain("AllSides");
    expect(stored.ratings.filter((rating) => rating.kind === "factuality").every((rating) => rating.rater === "MBFC")).toBe(true);
    expect(stored.ratings[0]).toMatchObject({ ratedOn: "2022-09-28", url: "https://www.allsides.com/news-source/bbc-news-media-bias" });
    expect(stored.aggregatorFeeds).toEqual([]);
  });

  it("keeps an operator's logo instead of generating one", () => {
    const logo = { initials: "X", background: "#000000", foreground: "#ffffff" };
    const base = REGISTRY_INPUTS[0]!;
    expect(deriveOutlet({ ...base, logo }).logo).toEqual(logo);
    expect(deriveOutlet(base).logo.initials.length).toBeGreaterThan(0);
  });
});
