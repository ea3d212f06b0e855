import type { CuratedOutlet } from "../../import/editorial";
import { KAGI_MEDIA_DATA, OPENGROUND_EDITORS } from "../../rating-sources";

// Europe (English-language outlets).
// The editors' facts: identity, editions, feeds and owner. Ratings are added by the import from the
// datasets (npm run outlets -- import --datasets), never typed here.
export const EUROPE_OUTLETS: CuratedOutlet[] = [
  {
    id: "deutsche-welle", name: "Deutsche Welle", country: "DE", paywall: false,
    domains: ["dw.com"], editions: ["top-eu", "top"],
    feeds: [
      "https://rss.dw.com/rdf/rss-en-all",
      "https://rss.dw.com/rdf/rss-en-eu",
      "https://rss.dw.com/rdf/rss-en-world",
    ],
    owner: "Federal Government of Germany", ownershipType: "state funded", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "france-24", name: "France 24", country: "FR", paywall: false,
    domains: ["france24.com"], editions: ["top-eu", "top"],
    feeds: [
      "https://www.france24.com/en/rss",
      "https://www.france24.com/en/europe/rss",
    ],
    owner: "France Medias Monde", ownershipType: "state funded", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "euronews", name: "Euronews", country: "FR", paywall: false,
    domains: ["euronews.com"], editions: ["top-eu"],
    feeds: ["https://www.euronews.com/rss"],
    owner: "Alpac Capital (97.6%)", ownershipType: "private equity", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "politico-europe", name: "Politico Europe", country: "BE", paywall: false,
    domains: ["politico.eu"], editions: ["top-eu"],
    feeds: ["https://www.politico.eu/feed/"],
    owner: "Axel Springer", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "irish-times", name: "The Irish Times", country: "IE", paywall: true,
    domains: ["irishtimes.com"], editions: ["top-eu"],
    feeds: ["https://www.irishtimes.com/arc/outboundfeeds/feed-irish-news/?from=0&size=20"],
    owner: "The Irish Times Trust", ownershipType: "trust", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "rte", name: "RTÉ News", country: "IE", paywall: false,
    domains: ["rte.ie"], editions: ["top-eu"],
    feeds: [
      "https://www.rte.ie/feeds/rss/?index=/news/",
      "https://www.rte.ie/feeds/rss/?index=/news/ireland/",
    ],
    owner: "Raidió Teilifís Éireann (statutory corporation)", ownershipType: "state funded", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "irish-independent", name: "Irish Independent", country: "IE", paywall: false,
    domains: ["independent.ie"], editions: ["top-eu"],
    feeds: ["https://www.independent.ie/rss"],
    owner: "Mediahuis", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "the-journal-ie", name: "TheJournal.ie", country: "IE", paywall: false,
    domains: ["thejournal.ie"], editions: ["top-eu"],
    feeds: ["https://www.thejournal.ie/feed/"],
    owner: "Journal Media Ltd", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "kyiv-independent", name: "The Kyiv Independent", country: "UA", paywall: false,
    domains: ["kyivindependent.com"], editions: ["top-eu"],
    feeds: ["https://kyivindependent.com/news-archive/rss/"],
    owner: "Kyiv Independent (journalist-owned)", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "euobserver", name: "EUobserver", country: "BE", paywall: true,
    domains: ["euobserver.com"], editions: ["top-eu"],
    feeds: ["https://euobserver.com/rss"],
    owner: "EUobserver ASBL", ownershipType: "nonprofit", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "the-local", name: "The Local", country: "SE", paywall: false,
    domains: ["thelocal.com", "thelocal.de", "thelocal.fr", "thelocal.se", "thelocal.es", "thelocal.at", "thelocal.dk", "thelocal.it", "thelocal.ch", "thelocal.no"], editions: ["top-eu"],
    feeds: [
      "https://feeds.thelocal.com/rss/es",
      "https://feeds.thelocal.com/rss/builder/at",
      "https://feeds.thelocal.com/rss/builder/dk",
      "https://feeds.thelocal.com/rss/se/today-in-sweden",
    ],
    owner: "The Local Europe AB", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
  },
];
