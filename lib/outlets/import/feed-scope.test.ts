import { describe, expect, it } from "vitest";
import { homeEdition, httpsHostsOf, isEnglishFeed, judgeFeed, listingEdition, topicInAddress } from "./feed-scope";
import type { FeedListing } from "./outlet-datasets";

const kite = (category: string, language = "en", categoryType = "topic"): FeedListing => ({ list: "kite", category, categoryType, language });
const core = (category: string): FeedListing => ({ list: "core", category });

describe("the edition a Kagi listing is about", () => {
  it("reads countries, states, continents and the core general lists as places", () => {
    expect(listingEdition(core("USA"))).toBe("top-us");
    expect(listingEdition(core("World"))).toBe("top");
    expect(listingEdition(kite("UK | Scotland"))).toBe("top-uk");
    expect(listingEdition(kite("Canada | Quebec", "fr", "region"))).toBe("top-ca");
    expect(listingEdition(kite("Australia | Victoria", "en", "region"))).toBe("top-oceania");
    expect(listingEdition(kite("Switzerland (DE)", "de"))).toBe("top-eu");
    expect(listingEdition(kite("Europe"))).toBe("top-eu");
    expect(listingEdition(kite("Middle East"))).toBe("top");
    expect(listingEdition(kite("North Carolina"))).toBe("top-us");
  });

  it("reads topics as no place, even when a country follows the bar", () => {
    for (const topic of ["NBA", "Climate Change", "Healthcare | USA", "Technology"]) expect(listingEdition(kite(topic)), topic).toBeNull();
    expect(listingEdition(core("Sports"))).toBeNull();
  });

  it("gives each country its home edition", () => {
    expect(homeEdition("IE")).toBe("top-eu");
    expect(homeEdition("NZ")).toBe("top-oceania");
    expect(homeEdition("JP")).toBe("top");
  });
});

describe("topics named in a feed's address", () => {
  it("finds a topic as a whole path, subdomain or query segment", () => {
    expect(topicInAddress("https://www.usatoday.com/sports/nba/feed/")).toBe("sports");
    expect(topicInAddress("https://feeds.bbci.co.uk/news/business/rss.xml")).toBe("business");
    expect(topicInAddress("https://www.euronews.com/rss?level=vertical&name=culture")).toBe("culture");
    expect(topicInAddress("https://sport.timesofmalta.com/feed/")).toBe("sport");
    expect(topicInAddress("https://www.theguardian.com/commentisfree/rss")).toBe("commentisfree");
  });

  it("passes general and political news, and words that merely contain a topic", () => {
    for (const url of [
      "https://www.theguardian.com/us-news/rss",
      "https://rss.nytimes.com/services/xml/rss/nyt/Politics.xml",
      "https://www.nbcnews.com/id/19782292/device/rss/rss.xml",
      "https://www.sportsmanslife.example/news/feed",
    ]) expect(topicInAddress(url), url).toBeNull();
  });
});

describe("whether a feed is shown to be in English", () => {
  it("trusts an English marker in the address and Kagi's core lists", () => {
    expect(isEnglishFeed("https://www.lemonde.fr/en/europe/rss_full.xml", [kite("Europe")], "FR")).toBe(true);
    expect(isEnglishFeed("https://feeds.elpais.com/mrss-s/pages/ep/site/english.elpais.com/portada", [core("World")], "ES")).toBe(true);
    expect(isEnglishFeed("https://www.spiegel.de/international/index.rss", [core("World")], "DE")).toBe(true);
  });

  it("trusts an English-language category only for a country whose press writes in English", () => {
    expect(isEnglishFeed("https://www.irishexaminer.com/feed/35-top_news.xml", [kite("Ireland")], "IE")).toBe(true);
    // Kagi's English "Europe" category carries Die Zeit's German feed.
    expect(isEnglishFeed("https://newsfeed.zeit.de/thema/europaeische-union", [kite("Europe")], "DE")).toBe(false);
    expect(isEnglishFeed("https://www.irishexaminer.com/feed/35-top_news.xml", [kite("Ireland", "ga")], "IE")).toBe(false);
  });
});

describe("judging one listed feed for an imported outlet", () => {
  const https = httpsHostsOf(["https://www.diepresse.com/rss", "http://plain.example/rss", "not an address"]);

  it("keeps a general English feed, with the editions its listings are about", () => {
    expect(judgeFeed("https://www.irishexaminer.com/feed/35-top_news.xml", [kite("Ireland"), kite("Europe")], "IE", https)).toEqual({
      ok: true,
      url: "https://www.irishexaminer.com/feed/35-top_news.xml",
      editions: ["top-eu"],
    });
  });

  it("moves an http feed to https when a listed feed reaches its host over https, and refuses it otherwise", () => {
    expect(judgeFeed("http://diepresse.com/rss/innenpolitik", [kite("Austria"), core("World")], "AT", https)).toMatchObject({
      ok: true,
      url: "https://diepresse.com/rss/innenpolitik",
    });
    expect(judgeFeed("http://plain.example/rss", [core("USA")], "US", https)).toEqual({ ok: false, url: "http://plain.example/rss", reason: "listed over http only" });
  });

  it("says why it refuses a feed", () => {
    const reason = (url: string, listings: FeedListing[], country = "US") => {
      const verdict = judgeFeed(url, listings, country, https);
      return verdict.ok ? null : verdict.reason;
    };
    expect(reason("https://www.nbcnews.com/id/19782292/device/rss/rss.xml", [kite("NBA")])).toBe("listed only under topics (NBA)");
    expect(reason("https://www.usatoday.com/sports/feed/", [core("USA")])).toBe("the address names a topic (“sports”)");
    expect(reason("https://www.faz.net/rss/aktuell", [kite("Germany", "de")], "DE")).toBe("not shown to be in English");
    expect(reason("https://news.google.com/rss/search?q=site:apnews.com", [core("USA")])).toBe("a feed made by news.google.com, not the outlet");
  });
});
