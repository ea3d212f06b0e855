import type { OutletInput } from "../outlet-schema";
import { allSides, mbfc2018, mbfc2024, mbfc2026, KAGI_MEDIA_DATA, OPENGROUND_EDITORS } from "../rating-sources";

// Europe (English-language outlets). Facts only: ratings carry their rater, verbatim label and date (see rating-sources.ts);
// the shown bias and factuality are derived from them by derive-bias.ts and derive-factuality.ts.
// Feeds come from the Kagi feed lists where they list the outlet, otherwise from the outlet's own
// public feed addresses; owners from Kagi media_data where present (KAGI_MEDIA_DATA).
export const EUROPE_OUTLETS: OutletInput[] = [
  {
    id: "deutsche-welle", name: "Deutsche Welle", country: "DE", paywall: false,
    domains: ["dw.com"], editions: ["top-eu", "top"],
    feeds: [
      "https://rss.dw.com/rdf/rss-en-all",
      "https://rss.dw.com/rdf/rss-en-eu",
      "https://rss.dw.com/rdf/rss-en-world",
    ],
    owner: "Federal Government of Germany", ownershipType: "state funded", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      allSides("Center", "deutsche-welle-media-bias"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "dw-news"),
    ],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "dw-news")],
  },
  {
    id: "france-24", name: "France 24", country: "FR", paywall: false,
    domains: ["france24.com"], editions: ["top-eu", "top"],
    feeds: ["https://www.france24.com/en/rss", "https://www.france24.com/en/europe/rss"],
    owner: "France Medias Monde", ownershipType: "state funded", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [mbfc2024("least biased"), mbfc2026("center", "france24")],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "france24")],
  },
  {
    id: "euronews", name: "Euronews", country: "FR", paywall: false,
    domains: ["euronews.com"], editions: ["top-eu"],
    feeds: ["https://www.euronews.com/rss"],
    owner: "Alpac Capital (97.6%)", ownershipType: "private equity", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      mbfc2018("center", "http://mediabiasfactcheck.com/euronews/"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "euronews"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/euronews/"),
      mbfc2024("high"),
      mbfc2026("mostly-factual", "euronews"),
    ],
  },
  {
    id: "politico-europe", name: "Politico Europe", country: "BE", paywall: false,
    domains: ["politico.eu"], editions: ["top-eu"],
    feeds: ["https://www.politico.eu/feed/"],
    owner: "Axel Springer", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [mbfc2024("left-center"), mbfc2026("left-center", "politico-europe-bias")],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "politico-europe-bias")],
  },
  {
    id: "irish-times", name: "The Irish Times", country: "IE", paywall: true,
    domains: ["irishtimes.com"], editions: ["top-eu"],
    feeds: ["https://www.irishtimes.com/arc/outboundfeeds/feed-irish-news/?from=0&size=20"],
    owner: "The Irish Times Trust", ownershipType: "trust", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Center", "irish-times-media-bias"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "the-irish-times"),
    ],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "the-irish-times")],
  },
  {
    id: "rte", name: "RTÉ News", country: "IE", paywall: false,
    domains: ["rte.ie"], editions: ["top-eu"],
    feeds: ["https://www.rte.ie/feeds/rss/?index=/news/", "https://www.rte.ie/feeds/rss/?index=/news/ireland/"],
    owner: "Raidió Teilifís Éireann (statutory corporation)", ownershipType: "state funded", ownershipSource: OPENGROUND_EDITORS,
    ratings: [mbfc2024("least biased"), mbfc2026("center", "rte-radio-television-ireland")],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "rte-radio-television-ireland")],
  },
  {
    id: "irish-independent", name: "Irish Independent", country: "IE", paywall: false,
    domains: ["independent.ie"], editions: ["top-eu"],
    feeds: ["https://www.independent.ie/rss"],
    owner: "Mediahuis", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [mbfc2026("right-center", "irish-independent")],
    factualityRatings: [mbfc2024("mixed"), mbfc2026("mostly-factual", "irish-independent")],
  },
  {
    id: "the-journal-ie", name: "TheJournal.ie", country: "IE", paywall: false,
    domains: ["thejournal.ie"], editions: ["top-eu"],
    feeds: ["https://www.thejournal.ie/feed/"],
    owner: "Journal Media Ltd", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
    ratings: [mbfc2024("left-center"), mbfc2026("left-center", "thejournal-ie")],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "thejournal-ie")],
  },
  {
    id: "kyiv-independent", name: "The Kyiv Independent", country: "UA", paywall: false,
    domains: ["kyivindependent.com"], editions: ["top-eu"],
    feeds: ["https://kyivindependent.com/news-archive/rss/"],
    owner: "Kyiv Independent (journalist-owned)", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Center", "kyiv-independent-media-bias"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "kyiv-independent-bias"),
    ],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "kyiv-independent-bias")],
  },
  {
    id: "euobserver", name: "EUobserver", country: "BE", paywall: true,
    domains: ["euobserver.com"], editions: ["top-eu"],
    feeds: ["https://euobserver.com/rss"],
    owner: "EUobserver ASBL", ownershipType: "nonprofit", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      mbfc2018("left-center", "http://mediabiasfactcheck.com/eu-observer/"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "eu-observer"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/eu-observer/"),
      mbfc2024("high"),
      mbfc2026("high", "eu-observer"),
    ],
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
    ratings: [mbfc2026("left-center", "the-local-germany-bias")],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "the-local-germany-bias")],
  },
];
