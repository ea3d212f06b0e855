import type { CuratedOutlet } from "../../import/editorial";
import { KAGI_MEDIA_DATA, OPENGROUND_EDITORS } from "../../rating-sources";
import { GB_NEWS_FILINGS } from "./owner-sources";

// United Kingdom.
// The editors' facts: identity, editions, feeds and owner. Ratings are added by the import from the
// datasets (npm run outlets -- import --datasets), never typed here.
export const UK_OUTLETS: CuratedOutlet[] = [
  {
    id: "bbc-news", name: "BBC News", country: "GB", paywall: false,
    domains: ["bbc.co.uk", "bbc.com"], editions: ["top-uk", "top", "top-eu"],
    feeds: [
      "https://feeds.bbci.co.uk/news/rss.xml",
      "https://feeds.bbci.co.uk/news/world/rss.xml",
      "https://feeds.bbci.co.uk/news/world/europe/rss.xml",
    ],
    owner: "British Broadcasting Corporation (BBC)", ownershipType: "state funded", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "the-guardian", name: "The Guardian", country: "GB", paywall: false,
    domains: ["theguardian.com", "guardian.co.uk"], editions: ["top-uk", "top", "top-eu"],
    feeds: [
      "https://www.theguardian.com/world/rss",
      "https://www.theguardian.com/uk-news/rss",
      "https://www.theguardian.com/us-news/rss",
    ],
    owner: "Scott Trust Limited", ownershipType: "trust", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "the-economist", name: "The Economist", country: "GB", paywall: true,
    domains: ["economist.com"], editions: ["top-uk", "top", "top-eu"],
    feeds: [
      "https://www.economist.com/international/rss.xml",
      "https://www.economist.com/britain/rss.xml",
      "https://www.economist.com/europe/rss.xml",
    ],
    owner: "Exor N.V. (43.4%), Rothschild (26.7%), Cadbury Schroder Layton", ownershipType: "individual/family", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "financial-times", name: "Financial Times", country: "GB", paywall: true,
    domains: ["ft.com"], editions: ["top-uk", "top", "top-eu", "top-oceania"],
    feeds: [
      "https://www.ft.com/world?format=rss",
      "https://www.ft.com/world/europe?format=rss",
      "https://www.ft.com/australia?format=rss",
    ],
    owner: "Nikkei Inc. (employee-owned)", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "the-telegraph", name: "The Telegraph", country: "GB", paywall: true,
    domains: ["telegraph.co.uk"], editions: ["top-uk", "top-eu"],
    feeds: ["https://www.telegraph.co.uk/rss.xml"],
    owner: "Telegraph Media Group", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "daily-mail", name: "Daily Mail", country: "GB", paywall: false,
    domains: ["dailymail.co.uk"], editions: ["top-uk", "top-eu"],
    feeds: [
      "https://www.dailymail.co.uk/news/index.rss",
      "https://www.dailymail.co.uk/home/index.rss",
    ],
    owner: "Daily Mail and General Trust (Rothermere family)", ownershipType: "individual/family", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "the-sun", name: "The Sun", country: "GB", paywall: false,
    domains: ["thesun.co.uk"], editions: ["top-uk", "top-eu"],
    feeds: ["https://www.thesun.co.uk/news/feed/"],
    owner: "News UK (News Corp)", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "the-independent", name: "The Independent", country: "GB", paywall: false,
    domains: ["independent.co.uk"], editions: ["top-uk", "top-eu"],
    feeds: ["https://www.independent.co.uk/rss"],
    owner: "Evgeny Lebedev (41%), Sultan Muhammad Abuljadayel (30%), Justin Byam Shaw (26%), Minor shareholders (3%)", ownershipType: "individual/family", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "sky-news", name: "Sky News", country: "GB", paywall: false,
    domains: ["news.sky.com"], editions: ["top-uk", "top-eu"],
    feeds: [
      "https://feeds.skynews.com/feeds/rss/home.xml",
      "https://feeds.skynews.com/feeds/rss/world.xml",
      "https://feeds.skynews.com/feeds/rss/uk.xml",
    ],
    owner: "Comcast Corporation", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "gb-news", name: "GB News", country: "GB", paywall: false,
    domains: ["gbnews.com"], editions: ["top-uk", "top-eu"],
    feeds: ["https://www.gbnews.com/feeds/feed.rss"],
    owner: "All Perspectives Ltd (Legatum and Sir Paul Marshall)", ownershipType: "private equity", ownershipSource: GB_NEWS_FILINGS,
  },
  {
    id: "the-spectator", name: "The Spectator", country: "GB", paywall: true,
    domains: ["spectator.co.uk"], editions: ["top-uk", "top-eu"],
    feeds: ["https://www.spectator.co.uk/feed"],
    owner: "Old Queen Street Media (Paul Marshall)", ownershipType: "individual/family", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "new-statesman", name: "New Statesman", country: "GB", paywall: false,
    domains: ["newstatesman.com"], editions: ["top-uk", "top-eu"],
    feeds: ["https://www.newstatesman.com/feed"],
    owner: "New Statesman Media Group (Mike Danson)", ownershipType: "individual/family", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "daily-mirror", name: "Daily Mirror", country: "GB", paywall: false,
    domains: ["mirror.co.uk"], editions: ["top-uk", "top-eu"],
    feeds: ["https://www.mirror.co.uk/news/?service=rss"],
    owner: "Reach plc", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "daily-express", name: "Daily Express", country: "GB", paywall: false,
    domains: ["express.co.uk"], editions: ["top-uk", "top-eu"],
    feeds: ["https://www.express.co.uk/posts/rss/1/uk"],
    owner: "Reach plc", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "novara-media", name: "Novara Media", country: "GB", paywall: false,
    domains: ["novaramedia.com"], editions: ["top-uk", "top-eu"],
    feeds: ["https://novaramedia.com/feed/"],
    owner: "Novara Media Ltd (reader-funded)", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "the-canary", name: "The Canary", country: "GB", paywall: false,
    domains: ["thecanary.co"], editions: ["top-uk", "top-eu"],
    feeds: ["https://www.thecanary.co/feed/"],
    owner: "Canary Media Ltd", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "evening-standard", name: "Evening Standard", country: "GB", paywall: false,
    domains: ["standard.co.uk"], editions: ["top-uk", "top-eu"],
    feeds: [
      "https://www.standard.co.uk/rss",
      "https://www.standard.co.uk/news/london/rss",
    ],
    owner: "Lebedev Holdings", ownershipType: "individual/family", ownershipSource: OPENGROUND_EDITORS,
  },
];
