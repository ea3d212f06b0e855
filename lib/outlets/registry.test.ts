import { describe, expect, it } from "vitest";
import { BIAS_VALUES } from "@/lib/news/bias-scale";
import type { OutletRecord } from "@/lib/queries/outlets";
import { borderColour } from "./border-colour";
import { deriveBias } from "./derive-bias";
import { buildDomainIndex, outletIdForHost } from "./domain-index";
import { outletInputSchema, SHARED_FEED_HOSTS } from "./outlet-schema";
import { REGIONS, regionOf } from "./region";
import { REGISTRY_INPUTS } from "./registry-data";
import { deriveOutlet, listOutlets, outletById, toStoredOutlet } from "./registry";

const outlets = listOutlets();

describe("the built-in outlet registry", () => {
  it("holds at least 70 outlets, each valid against the import schema", () => {
    expect(outlets.length).toBeGreaterThanOrEqual(70);
    for (const input of REGISTRY_INPUTS) {
      const result = outletInputSchema.safeParse(input);
      expect(result.success, `${input.id}: ${result.error?.message}`).toBe(true);
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

  it("dates and names every rating, with at most one rating per rater and date of each kind", () => {
    for (const outlet of outlets) {
      for (const [kind, ratings] of [["bias", outlet.ratings], ["factuality", outlet.factualityRatings]] as const) {
        const keys = ratings.map((rating) => `${rating.rater}@${rating.date}`);
        expect(new Set(keys).size, `${outlet.id} ${kind}`).toBe(keys.length);
        for (const rating of ratings) {
          expect(rating.rater.length && rating.label.length && rating.date.length, outlet.id).toBeTruthy();
        }
      }
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

  it("puts each outlet in its home edition or in International", () => {
    const home: Record<string, string> = { us: "top-us", uk: "top-uk", canada: "top-ca", europe: "top-eu", oceania: "top-oceania", international: "top" };
    for (const outlet of outlets) expect(outlet.editions, outlet.id).toContain(home[regionOf(outlet.country)]);
  });

  it("lists feeds once each, over http(s)", () => {
    const feeds = outlets.flatMap((outlet) => outlet.feeds);
    expect(new Set(feeds).size).toBe(feeds.length);
    expect(outlets.filter((outlet) => outlet.feeds.length > 0).length).toBeGreaterThanOrEqual(outlets.length - 6);
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
  });

  it("keeps an operator's logo instead of generating one", () => {
    const logo = { initials: "X", background: "#000000", foreground: "#ffffff" };
    const base = REGISTRY_INPUTS[0]!;
    expect(deriveOutlet({ ...base, logo }).logo).toEqual(logo);
    expect(deriveOutlet(base).logo.initials.length).toBeGreaterThan(0);
  });
});
