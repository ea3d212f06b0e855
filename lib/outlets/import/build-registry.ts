import { EDITION_IDS, type EditionId } from "@/lib/editions/editions";
import { GAZETTEER, lookupPlace } from "@/lib/news/interests/gazetteer";
import { slugify } from "@/lib/news/interests/interest-id";
import { deriveBias } from "../derive-bias";
import { deriveFactuality } from "../derive-factuality";
import type { OutletInput, OwnershipType } from "../outlet-schema";
import { KAGI_MEDIA_DATA } from "../rating-sources";
import type { CuratedOutlet, Editorial, ImportDecision, OwnerFact } from "./editorial";
import { homeEdition, httpsHostsOf, judgeFeed } from "./feed-scope";
import { buildRatingIndex, findRatings, type RatingIndex } from "./find-ratings";
import type { FeedListing, MediaDataRecord, OutletDatasets } from "./outlet-datasets";

// `npm run outlets -- import --datasets`: the registry grown from the shared datasets by written rules.
// The editors' outlets keep their identity, feeds and owners and get every rating the datasets hold;
// every other rated site with a feed in the Kagi lists becomes an outlet when it passes the rules in
// importCandidate, each refusal recorded with its reason.

export interface SkippedCandidate {
  domain: string;
  name: string;
  reason: string;
}

export interface BuildResult {
  outlets: OutletInput[];
  /** Ids of the outlets the rules took from the datasets (the rest are the editors'). */
  imported: string[];
  skipped: SkippedCandidate[];
}

/** An imported outlet reads at most this many feeds: a few general feeds carry its news. */
export const MAX_IMPORTED_FEEDS = 3;

/**
 * MBFC categories that say an outlet is not a general news source we compare (a questionable source,
 * satire, or science communication). Editors may still keep such an outlet by hand.
 */
const NOT_NEWS_CATEGORIES = ["fake-news", "conspiracy-pseudoscience", "satire", "pro-science"];
const NOT_NEWS_MEDIA = /^(organization|journal|government)/i;
const LOW_FACTUALITY = new Set(["low", "veryLow"]);

/** Kagi media_data's typology as our ownership types; private companies count as corporations. */
export function ownershipTypeOfTypology(typology: string): OwnershipType | null {
  const text = typology.toLowerCase();
  if (text.startsWith("state")) return "state funded";
  if (text.startsWith("public")) return "public broadcaster";
  if (text.startsWith("non-profit")) return "nonprofit";
  if (text.includes("independent")) return "independent";
  if (text.startsWith("private") || text.startsWith("print")) return "corporation";
  return null;
}

/** A country name as the datasets write it ("usa (44/180 press freedom)", "The Netherlands") → ISO code. */
export function countryCodeOf(name: string): string | null {
  const plain = name.replace(/\s*\(.*$/, "").split("/")[0]!.trim();
  if (!plain) return null;
  const place = lookupPlace(plain.length <= 3 ? plain.toUpperCase() : plain);
  return place?.kind === "country" ? place.countryCode : null;
}

const COUNTRY_CODES = new Set(GAZETTEER.filter((entry) => entry.kind === "country").map((entry) => entry.countryCode));

/** A country-code top-level domain's country (.uk is GB's): the last resort for a site's country. */
function countryOfTld(domain: string): string | null {
  const tld = domain.split(".").pop()!.toUpperCase();
  const code = tld === "UK" ? "GB" : tld;
  return COUNTRY_CODES.has(code) ? code : null;
}


const byEditionOrder = (a: EditionId, b: EditionId) => EDITION_IDS.indexOf(a) - EDITION_IDS.indexOf(b);

/** The rated site a host belongs to: the host itself or its nearest parent that any dataset rates. */
function ratedDomainOf(host: string, rated: ReadonlySet<string>): string | null {
  const labels = host.split(".");
  for (let start = 0; start < labels.length - 1; start++) {
    const domain = labels.slice(start).join(".");
    if (rated.has(domain)) return domain;
  }
  return null;
}

const covers = (domain: string, host: string) => host === domain || host.endsWith(`.${domain}`);

interface Context {
  datasets: OutletDatasets;
  index: RatingIndex;
  httpsHosts: Set<string>;
  owners: Map<string, OwnerFact>;
  mediaByHost: Map<string, MediaDataRecord>;
}

/** The media_data entry of a site: its own host, a host under it (feeds.…), or the site it is part of (en.yna.co.kr). */
function mediaRecordFor(context: Context, domain: string): MediaDataRecord | undefined {
  return (
    context.mediaByHost.get(domain) ??
    context.datasets.mediaData.find((entry) => entry.hosts.some((host) => covers(domain, host) || covers(host, domain)))
  );
}

function trafficOf(context: Context, domain: string): "high" | "medium" | "minimal" | null {
  const latest = context.index.mbfc2026.get(domain)?.[0]?.traffic;
  const text = latest && latest !== "no-data" ? latest : (context.index.mbfc2024.get(domain)?.[0]?.popularity ?? "");
  if (/high/.test(text)) return "high";
  if (/medium/.test(text)) return "medium";
  if (/minimal/.test(text)) return "minimal";
  return null;
}

function nameOf(context: Context, domain: string, decision: ImportDecision | undefined): string {
  if (decision?.name) return decision.name;
  const media = mediaRecordFor(context, domain)?.organization;
  if (media) return media;
  const allSides = context.index.allSides.get(domain)?.find((record) => record.type === "News")?.name;
  if (allSides) return allSides.replace(/\s*\((online )?news\)\s*$/i, "").trim();
  const mbfc = context.index.mbfc2026.get(domain)?.[0]?.name;
  return mbfc ? mbfc.replace(/\s*\(.*\)\s*$/, "").trim() : domain;
}

type Outcome = { ok: true; outlet: OutletInput } | { ok: false; reason: string };

/** The rules an imported outlet passes, in order; the first it fails is its recorded reason. */
function importCandidate(context: Context, domain: string, listed: [string, FeedListing[]][], decision: ImportDecision | undefined, name: string): Outcome {
  if (decision?.exclude) return { ok: false, reason: decision.exclude };
  const domains = [domain, ...(decision?.extraDomains ?? [])];
  const found = findRatings(context.index, domains, decision?.leaveOut);
  const mbfc2026 = context.index.mbfc2026.get(context.index.aliases2026[domain] ?? domain)?.[0];
  if (mbfc2026 && NOT_NEWS_CATEGORIES.includes(mbfc2026.bias)) return { ok: false, reason: `MBFC (2026) files it under “${mbfc2026.bias}”` };
  const mbfc2024 = context.index.mbfc2024.get(domain)?.[0];
  if (mbfc2024 && /conspiracy|pseudoscience|satire/i.test(mbfc2024.bias)) return { ok: false, reason: `MBFC (2024) files it under “${mbfc2024.bias}”` };
  if (mbfc2024 && NOT_NEWS_MEDIA.test(mbfc2024.mediaType)) return { ok: false, reason: `MBFC lists it as “${mbfc2024.mediaType}”, not a news outlet` };
  const allSides = context.index.allSides.get(domain) ?? [];
  if (allSides.length > 0 && allSides.every((record) => record.type === "Think Tanks")) return { ok: false, reason: "AllSides files it as a think tank" };
  // Every rating is shown with a link to the rater's page; the Idiap 2024 table names none, so a site
  // only it rates (and no other MBFC data names its page) cannot be shown as the registry shows ratings.
  const unlinked = [...found.ratings, ...found.factualityRatings].find((rating) => !rating.url);
  if (unlinked) return { ok: false, reason: `no page of ${unlinked.rater}'s for it in the datasets, so its rating could not be linked` };
  const { bias } = deriveBias(found.ratings);
  if (bias === "unknown") return { ok: false, reason: "no rating places it left or right" };
  const { factuality } = deriveFactuality(found.factualityRatings);
  if (LOW_FACTUALITY.has(factuality)) return { ok: false, reason: `its factuality is ${factuality}` };

  const media = mediaRecordFor(context, domain);
  const country = decision?.country ?? (media && countryCodeOf(media.country)) ?? (mbfc2024 && countryCodeOf(mbfc2024.country)) ?? countryOfTld(domain);
  if (!country) return { ok: false, reason: "no dataset gives its country" };
  const home = homeEdition(country);

  const traffic = trafficOf(context, domain);
  // The US has more rated outlets with feeds than every other edition together; there only the
  // outlets MBFC counts as high-traffic are taken, elsewhere medium-traffic ones too.
  if (traffic !== "high" && !(traffic === "medium" && home !== "top-us")) {
    return { ok: false, reason: `MBFC counts its traffic as ${traffic ?? "unknown"}${home === "top-us" ? " (US outlets need high traffic)" : ""}` };
  }

  const verdicts = listed.map(([url, listings]) => ({ verdict: judgeFeed(url, listings, country, context.httpsHosts), listings }));
  const accepted = verdicts.flatMap(({ verdict, listings }) => (verdict.ok ? [{ ...verdict, core: listings.some((l) => l.list === "core") }] : []));
  if (accepted.length === 0) {
    const reasons = [...new Set(verdicts.map(({ verdict }) => (verdict.ok ? "" : verdict.reason)))].slice(0, 3).join("; ");
    return { ok: false, reason: `no feed of general news in the Kagi lists (${reasons})` };
  }
  // Core lists first (Kagi's own picks of general news), then feeds about the home edition.
  const rank = (feed: (typeof accepted)[number]) => (feed.core ? 0 : feed.editions.includes(home) ? 1 : 2);
  const unique = [...new Map(accepted.map((feed) => [feed.url, feed])).values()];
  const feeds = unique.sort((a, b) => rank(a) - rank(b)).slice(0, MAX_IMPORTED_FEEDS);

  const ownerFact = context.owners.get(domain);
  const owner = ownerFact
    ? { owner: ownerFact.owner, ownershipType: ownerFact.ownershipType, ownershipSource: ownerFact.source }
    : media?.owner
      ? { owner: media.owner, ownershipType: ownershipTypeOfTypology(media.typology), ownershipSource: KAGI_MEDIA_DATA }
      : null;
  if (!owner) return { ok: false, reason: "no owner on record (Kagi media_data or the editors)" };

  const editions = [...new Set<EditionId>([home, ...feeds.flatMap((feed) => feed.editions), ...(decision?.extraEditions ?? [])])].sort(byEditionOrder);
  return {
    ok: true,
    outlet: {
      id: decision?.id ?? slugify(name),
      name,
      domains,
      country,
      editions,
      feeds: feeds.map((feed) => feed.url),
      owner: owner.owner,
      ownershipType: owner.ownershipType,
      ownershipSource: owner.ownershipSource,
      paywall: decision?.paywall ?? false,
      ratings: found.ratings,
      factualityRatings: found.factualityRatings,
      leftOutRatings: found.leftOut,
    },
  };
}

function curatedOutlet(index: RatingIndex, curated: CuratedOutlet): OutletInput {
  const found = findRatings(index, curated.domains, curated.leaveOut);
  return {
    id: curated.id,
    name: curated.name,
    domains: curated.domains,
    country: curated.country,
    editions: [...curated.editions].sort(byEditionOrder),
    feeds: curated.feeds,
    ...(curated.aggregatorFeeds?.length ? { aggregatorFeeds: curated.aggregatorFeeds } : {}),
    owner: curated.owner,
    ownershipType: curated.ownershipType,
    ownershipSource: curated.ownershipSource,
    paywall: curated.paywall,
    ratings: found.ratings,
    factualityRatings: found.factualityRatings,
    leftOutRatings: found.leftOut,
  };
}

/** The whole registry from the datasets and the editors' facts, with every skipped candidate and why. */
export function buildRegistry(datasets: OutletDatasets, editorial: Editorial): BuildResult {
  const index = buildRatingIndex(datasets);
  const owners = new Map(editorial.owners.flatMap((fact) => fact.domains.map((domain) => [domain, fact] as const)));
  const mediaByHost = new Map(datasets.mediaData.flatMap((entry) => entry.hosts.map((host) => [host, entry] as const)));
  const context: Context = { datasets, index, httpsHosts: httpsHostsOf(datasets.feeds.keys()), owners, mediaByHost };

  const outlets = editorial.curated.map((curated) => curatedOutlet(index, curated));
  const curatedDomains = editorial.curated.flatMap((curated) => curated.domains);
  const usedIds = new Set(outlets.map((outlet) => outlet.id));

  const rated = new Set([...index.allSides.keys(), ...index.mbfc2018.keys(), ...index.mbfc2024.keys(), ...index.mbfc2026.keys()]);
  const byDomain = new Map<string, [string, FeedListing[]][]>();
  for (const [url, listings] of datasets.feeds) {
    let host: string;
    try {
      host = new URL(url).hostname.toLowerCase().replace(/^www\./, "");
    } catch {
      continue;
    }
    const domain = ratedDomainOf(host, rated);
    if (!domain || curatedDomains.some((held) => covers(held, domain) || covers(domain, held))) continue;
    byDomain.set(domain, [...(byDomain.get(domain) ?? []), [url, listings]]);
  }

  const decisions = new Map(editorial.decisions.map((decision) => [decision.domain, decision]));
  const imported: string[] = [];
  const skipped: SkippedCandidate[] = [];
  for (const domain of [...byDomain.keys()].sort()) {
    const decision = decisions.get(domain);
    const name = nameOf(context, domain, decision);
    const outcome = importCandidate(context, domain, byDomain.get(domain)!, decision, name);
    if (!outcome.ok) {
      skipped.push({ domain, name, reason: outcome.reason });
      continue;
    }
    let id = outcome.outlet.id;
    if (usedIds.has(id)) id = `${id}-${outcome.outlet.country.toLowerCase()}`;
    usedIds.add(id);
    outlets.push({ ...outcome.outlet, id });
    imported.push(id);
  }
  return { outlets, imported, skipped };
}

