import type { EditionId } from "@/lib/editions/editions";
import { lookupPlace } from "@/lib/news/interests/gazetteer";
import { normaliseHost } from "../domain-index";
import { regionOf } from "../region";
import type { FeedListing } from "./outlet-datasets";

// Which of an outlet's feeds in the Kagi lists may stand in for its news (issue 27: "each feed scoped
// to general or political news, no sports-only or topic-only feed standing in for an outlet's news"),
// and which editions a feed serves. A feed qualifies when Kagi lists it under a place (a country,
// region or city, or the core "USA"/"World" lists), its address names no topic, it is in English and
// it is served over https.

const HOME_EDITION: Record<ReturnType<typeof regionOf>, EditionId> = {
  us: "top-us",
  uk: "top-uk",
  canada: "top-ca",
  europe: "top-eu",
  oceania: "top-oceania",
  international: "top",
};

/** The edition of a country (ISO alpha-2), by the same country lists that give editions their defaults. */
export function homeEdition(country: string): EditionId {
  return HOME_EDITION[regionOf(country)];
}

// Kagi's place names that are not countries or states in our gazetteer.
const PLACE_EDITIONS: Record<string, EditionId> = {
  Europe: "top-eu",
  "Madeira Island": "top-eu",
  Asia: "top",
  Africa: "top",
  "Middle East": "top",
  Caribbean: "top",
};

/** Core lists that are general news (the others are topics: "Sports", "Technology", "Gaming" …). */
const CORE_PLACES: Record<string, EditionId> = { USA: "top-us", World: "top" };

/**
 * The edition a listing's place belongs to, or null when the listing is a topic. A kite category is a
 * place when its name (before " | ", without a "(DE)"-style language note) is a country or state of
 * our gazetteer, or a continent: "UK | Scotland" is the UK, "Healthcare | USA" is a topic.
 */
export function listingEdition(listing: FeedListing): EditionId | null {
  if (listing.list === "core") return CORE_PLACES[listing.category] ?? null;
  const place = listing.category.split(" | ")[0]!.replace(/\s*\(.*\)$/, "").trim();
  const named = PLACE_EDITIONS[place];
  if (named) return named;
  const found = lookupPlace(place);
  return found && (found.kind === "country" || found.kind === "state") ? homeEdition(found.countryCode) : null;
}

/**
 * Words that make an address a section feed about one topic. Checked as whole path or query segments
 * ("/sport/", "section=business"), so "/news/" or "/us-news/" pass and "/sports/nba/" does not.
 */
const TOPIC_WORDS = new Set(
  (
    "sport sports football soccer nba nfl mlb nhl cricket rugby tennis golf f1 formula1 motorsport racing athletic " +
    "business money markets market finance economy economics tech technology science health wellness entertainment " +
    "culture arts art lifestyle life travel food recipes weather opinion opinions comment commentisfree columnists " +
    "editorials blogs blog video videos podcast podcasts obituaries horoscope horoscopes games puzzles crossword " +
    "fashion style celebrity showbiz showbizz tv movies film music books motoring cars autos property realestate " +
    "real-estate jobs education climate environment religion faith photos gallery factcheck fact-check " +
    "rss_fact-checker the-fix lobbying regulation learning offbeat odd weird trending shopping deals reviews " +
    "gaming esports noje kultuur urheilu eeter novaator"
  ).split(" "),
);

/** The topic word an address names, if any. */
export function topicInAddress(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const segments = [
    ...parsed.hostname.split(".").slice(0, -2),
    ...parsed.pathname.toLowerCase().split(/[/._]+/),
    ...[...parsed.searchParams.values()].flatMap((value) => value.toLowerCase().split(/[/._,]+/)),
  ];
  return segments.find((segment) => TOPIC_WORDS.has(segment)) ?? null;
}

/** Countries whose national press writes mostly in English. */
const ENGLISH_PRESS = new Set([
  "US", "GB", "IE", "CA", "AU", "NZ", "IN", "PK", "SG", "ZA", "NG", "KE", "GH", "PH", "MT", "JM", "TT", "UG", "ZW", "FJ",
]);

/** An address that says it is the English edition: /en/, english.…, en., _en, lang=en. */
const ENGLISH_MARK = /(^|[/._?=&-])(en|eng|english)([/._?=&-]|$)/i;

/**
 * Whether a feed is shown to be in English: its address says so; or Kagi's core lists (English
 * lists) carry it; or the outlet's country's press writes in English and Kagi lists the feed under an
 * English-language category. Kagi's "Europe" category, for one, mixes German, Swedish and French feeds.
 */
export function isEnglishFeed(url: string, listings: readonly FeedListing[], outletCountry: string): boolean {
  if (ENGLISH_MARK.test(url)) return true;
  if (listings.some((listing) => listing.list === "core")) return true;
  return ENGLISH_PRESS.has(outletCountry) && listings.some((listing) => listing.language === "en");
}

/**
 * Services that publish feeds of other sites: their feeds are never an imported outlet's own
 * (a curated outlet may still use one, marked as such in its entry).
 */
export const THIRD_PARTY_FEED_HOSTS = ["news.google.com", "openrss.org", "reddit.com", "youtube.com", "hnrss.org", "politepol.com"];

export type FeedVerdict = { ok: true; url: string; editions: EditionId[] } | { ok: false; url: string; reason: string };

/**
 * Judges one listed feed for an imported outlet. `httpsHosts` are hosts any Kagi list reaches over
 * https: an http address moves to https when its host is among them, and is refused otherwise.
 */
export function judgeFeed(url: string, listings: readonly FeedListing[], outletCountry: string, httpsHosts: ReadonlySet<string>): FeedVerdict {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, url, reason: "not a valid address" };
  }
  const host = normaliseHost(parsed.hostname);
  if (THIRD_PARTY_FEED_HOSTS.some((third) => host === third || host.endsWith(`.${third}`))) return { ok: false, url, reason: `a feed made by ${host}, not the outlet` };
  const editions = [...new Set(listings.map(listingEdition).filter((edition): edition is EditionId => edition !== null))];
  if (editions.length === 0) return { ok: false, url, reason: `listed only under topics (${listings.map((listing) => listing.category).join(", ")})` };
  const topic = topicInAddress(url);
  if (topic) return { ok: false, url, reason: `the address names a topic (“${topic}”)` };
  if (!isEnglishFeed(url, listings, outletCountry)) return { ok: false, url, reason: "not shown to be in English" };
  let address = url;
  if (parsed.protocol === "http:") {
    if (!httpsHosts.has(host)) return { ok: false, url, reason: "listed over http only" };
    parsed.protocol = "https:";
    address = parsed.href;
  }
  return { ok: true, url: address, editions };
}

/** Hosts that some listed feed reaches over https. */
export function httpsHostsOf(urls: Iterable<string>): Set<string> {
  const hosts = new Set<string>();
  for (const url of urls) {
    if (!url.startsWith("https://")) continue;
    try {
      hosts.add(normaliseHost(new URL(url).hostname));
    } catch {
      // an unreadable address proves nothing
    }
  }
  return hosts;
}
