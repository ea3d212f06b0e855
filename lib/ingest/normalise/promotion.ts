import type { ParsedItem } from "@/lib/ingest/parse";
import { outletForUrl } from "./outlet-for-url";

// Adverts posing as news (issue 25). Outlets' feeds carry paid promotions between their stories: CNN's
// 2018 top-stories feed held "Forget your 401k if you own a home (do this)", whose guid is a
// LendingTree affiliate link. Such an item is not an article and is never stored. An item is a
// promotion when
// - it points (link, guid or origLink) off the outlet's own domains to an advertising or affiliate
//   host, or off them with a paid-placement tracking tag (utm_medium=native, a "paidpartner" campaign);
// - or the feed marks it sponsored: a `<…:sponsored>true` element (CNBC's feeds say false on every
//   story), a sponsored category, or a title that starts with a sponsor label.
// A link off the outlet's domains alone is not a promotion: CNN's feed also carries Bleacher Report's
// sports stories, which are news.

/** Hosts (and their subdomains) that serve adverts, sponsored links or affiliate offers, never news. */
export const ADVERTISING_HOSTS: readonly string[] = [
  // affiliate lead generators seen in outlets' feeds
  "lendingtree.com", "myfinance.com", "comparecards.com", "nextadvisor.com", "creditcards.com",
  // content-recommendation and native-ad networks
  "taboola.com", "outbrain.com", "zergnet.com", "revcontent.com", "mgid.com", "content.ad", "nativo.com", "sharethrough.com",
  "triplelift.com", "plista.com", "ligatus.com",
  // ad servers and click trackers
  "doubleclick.net", "googleadservices.com", "googlesyndication.com", "adnxs.com", "adform.net", "amazon-adsystem.com",
  "criteo.com",
  // affiliate networks
  "clickbank.net", "shareasale.com", "awin1.com", "anrdoezrs.net", "dpbolvw.net", "jdoqocy.com", "kqzyfj.com", "tkqlhce.com",
  "linksynergy.com", "skimresources.com", "redirectingat.com", "prf.hn", "pntra.com", "avantlink.com", "impactradius.com",
  "sjv.io", "go2cloud.org",
];

// utm_medium / utm_campaign / ctype values that mean a paid slot rather than an editorial link.
const PAID_MEDIUM = /^(native|paid|cpc|ppc|cpm|display|sponsored|affiliate|advertorial|promo(tion)?)$/i;
const PAID_CAMPAIGN = /paid ?partner|sponsor|advertorial|\bpromo\b|native ?ad/i;
const SPONSORED_CATEGORY =
  /^(sponsored( content| post| story)?|paid (content|post|partnership)|promoted( content)?|promotion|advertisement|advertorial|ad|partner content|brand ?voice|brand studio|native ad(vertising)?|anzeige|publicidad|publi-?reportage)$/i;
const SPONSORED_TITLE = /^\s*[[(]?\s*(sponsored|paid (post|content|promotion)|advertisement|advertorial|promoted|anzeige)\s*(by\b[^:\]]*)?\s*[:\])|–—-]/i;
const SPONSORED_BY_TITLE = /^\s*(sponsored|paid for|presented) by\b/i;

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.hostname.toLowerCase().replace(/\.$/, "") : undefined;
  } catch {
    return undefined;
  }
}

function withinDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

function registrableParent(host: string): string {
  return host.replace(/^www\./, "").split(".").slice(-2).join(".");
}

export interface PromotionContext {
  /** Registered outlets' domains (outletDomainIndex): a link to any registered outlet is news, not an advert. */
  domainIndex: Map<string, string>;
  /** The feed's own address and its site link: their domains are the outlet's own. */
  feedUrl?: string;
  siteUrl?: string;
}

function paidTag(url: URL): string | undefined {
  for (const key of ["utm_medium", "medium"]) {
    const value = url.searchParams.get(key);
    if (value && PAID_MEDIUM.test(value)) return `${key}=${value}`;
  }
  for (const key of ["utm_campaign", "ctype", "campaign", "s1", "tar"]) {
    const value = url.searchParams.get(key);
    if (value && PAID_CAMPAIGN.test(value)) return `${key}=${value}`;
  }
  return undefined;
}

/** Why a feed item is a promotion, or undefined when it is news. Pure. */
export function promotionReason(item: ParsedItem, context: PromotionContext): string | undefined {
  if (item.sponsored) return "marked sponsored by the feed";
  const category = item.categories.find((name) => SPONSORED_CATEGORY.test(name.trim()));
  if (category !== undefined) return `sponsored category "${category.trim()}"`;
  if (SPONSORED_TITLE.test(item.title) || SPONSORED_BY_TITLE.test(item.title)) return "sponsor label in the title";

  const ownHosts = [hostOf(context.feedUrl), hostOf(context.siteUrl)]
    .filter((host): host is string => host !== undefined)
    .map(registrableParent);
  for (const raw of [item.url, item.origLink, item.guid]) {
    const host = hostOf(raw);
    if (!host || ownHosts.some((own) => withinDomain(host, own)) || outletForUrl(raw!, context.domainIndex)) continue;
    const advertiser = ADVERTISING_HOSTS.find((domain) => withinDomain(host, domain));
    if (advertiser) return `links to the advertising host ${host}`;
    const tag = paidTag(new URL(raw!));
    if (tag) return `links off the outlet to ${host} with a paid-placement tag (${tag})`;
  }
  return undefined;
}
