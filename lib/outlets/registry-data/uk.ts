import type { OutletInput } from "../outlet-schema";
import { allSides, mbfc2018, mbfc2024, mbfc2026, KAGI_MEDIA_DATA, OPENGROUND_EDITORS } from "../rating-sources";

// United Kingdom. Facts only: ratings carry their rater, verbatim label and date (see rating-sources.ts);
// the shown bias and factuality are derived from them by derive-bias.ts and derive-factuality.ts.
// Feeds come from the Kagi feed lists where they list the outlet, otherwise from the outlet's own
// public feed addresses; owners from Kagi media_data where present (KAGI_MEDIA_DATA).
export const UK_OUTLETS: OutletInput[] = [
  {
    id: "bbc-news", name: "BBC News", country: "GB", paywall: false,
    domains: ["bbc.co.uk", "bbc.com"], editions: ["top-uk", "top", "top-eu"],
    feeds: [
      "https://feeds.bbci.co.uk/news/rss.xml",
      "https://feeds.bbci.co.uk/news/world/rss.xml",
      "https://feeds.bbci.co.uk/news/business/rss.xml",
    ],
    owner: "British Broadcasting Corporation (BBC)", ownershipType: "state funded", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [allSides("Center", "bbc-news-media-bias"), mbfc2024("left-center"), mbfc2026("left-center", "bbc")],
    factualityRatings: [mbfc2024("high"), mbfc2026("mostly-factual", "bbc")],
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
    ratings: [allSides("Lean Left", "guardian"), mbfc2024("left-center"), mbfc2026("left-center", "the-guardian")],
    factualityRatings: [mbfc2024("mixed"), mbfc2026("high", "the-guardian")],
  },
  {
    id: "the-economist", name: "The Economist", country: "GB", paywall: true,
    domains: ["economist.com"], editions: ["top-uk", "top"],
    feeds: [
      "https://www.economist.com/international/rss.xml",
      "https://www.economist.com/britain/rss.xml",
      "https://www.economist.com/europe/rss.xml",
    ],
    owner: "Exor N.V. (43.4%), Rothschild (26.7%), Cadbury Schroder Layton", ownershipType: "individual/family", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      allSides("Lean Left", "economist"),
      mbfc2018("center", "http://mediabiasfactcheck.com/the-economist/"),
      mbfc2024("least biased"),
      mbfc2026("center", "the-economist"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/the-economist/"),
      mbfc2024("high"),
      mbfc2026("high", "the-economist"),
    ],
  },
  {
    id: "financial-times", name: "Financial Times", country: "GB", paywall: true,
    domains: ["ft.com"], editions: ["top-uk", "top", "top-eu"],
    feeds: [
      "https://www.ft.com/world?format=rss",
      "https://www.ft.com/companies?format=rss",
      "https://www.ft.com/world/europe?format=rss",
    ],
    owner: "Nikkei Inc. (employee-owned)", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      allSides("Center", "financial-times-media-bias"),
      mbfc2024("least biased"),
      mbfc2026("center", "financial-times"),
    ],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "financial-times")],
  },
  {
    id: "the-times", name: "The Times", country: "GB", paywall: true,
    domains: ["thetimes.co.uk", "thetimes.com"], editions: ["top-uk"],
    feeds: [],
    owner: "News UK (News Corp)", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Center", "times-media-bias"),
      mbfc2024("right-center"),
      mbfc2026("right-center", "the-times-of-london"),
    ],
    factualityRatings: [mbfc2024("high"), mbfc2026("mostly-factual", "the-times-of-london")],
  },
  {
    id: "the-telegraph", name: "The Telegraph", country: "GB", paywall: true,
    domains: ["telegraph.co.uk"], editions: ["top-uk"],
    feeds: ["https://www.telegraph.co.uk/rss.xml"],
    owner: "Telegraph Media Group", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [allSides("Lean Right", "telegraph-uk"), mbfc2024("right"), mbfc2026("right", "daily-telegraph")],
    factualityRatings: [mbfc2024("mixed"), mbfc2026("mixed", "daily-telegraph")],
  },
  {
    id: "daily-mail", name: "Daily Mail", country: "GB", paywall: false,
    domains: ["dailymail.co.uk"], editions: ["top-uk"],
    feeds: ["https://www.dailymail.co.uk/news/index.rss", "https://www.dailymail.co.uk/home/index.rss"],
    owner: "Daily Mail and General Trust (Rothermere family)", ownershipType: "individual/family", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Right", "daily-mail"),
      mbfc2018("right", "http://mediabiasfactcheck.com/daily-mail/"),
      mbfc2024("right"),
      mbfc2026("fake-news", "daily-mail"),
    ],
    factualityRatings: [
      mbfc2018("mixed", "http://mediabiasfactcheck.com/daily-mail/"),
      mbfc2024("low"),
      mbfc2026("low", "daily-mail"),
    ],
  },
  {
    id: "the-sun", name: "The Sun", country: "GB", paywall: false,
    domains: ["thesun.co.uk"], editions: ["top-uk"],
    feeds: ["https://www.thesun.co.uk/news/feed/"],
    owner: "News UK (News Corp)", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      mbfc2018("right", "http://mediabiasfactcheck.com/the-sun/"),
      mbfc2024("right"),
      mbfc2026("right", "the-sun"),
    ],
    factualityRatings: [
      mbfc2018("mixed", "http://mediabiasfactcheck.com/the-sun/"),
      mbfc2024("mixed"),
      mbfc2026("mixed", "the-sun"),
    ],
  },
  {
    id: "the-independent", name: "The Independent", country: "GB", paywall: false,
    domains: ["independent.co.uk"], editions: ["top-uk"],
    feeds: ["https://www.independent.co.uk/rss"],
    owner: "Evgeny Lebedev (41%), Sultan Muhammad Abuljadayel (30%), Justin Byam Shaw (26%), Minor shareholders (3%)", ownershipType: "individual/family", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      allSides("Lean Left", "independent-media-bias"),
      mbfc2018("left-center", "http://mediabiasfactcheck.com/the-independent/"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "the-independent"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/the-independent/"),
      mbfc2024("mixed"),
      mbfc2026("mixed", "the-independent"),
    ],
  },
  {
    id: "sky-news", name: "Sky News", country: "GB", paywall: false,
    domains: ["news.sky.com"], editions: ["top-uk"],
    feeds: [
      "https://feeds.skynews.com/feeds/rss/home.xml",
      "https://feeds.skynews.com/feeds/rss/world.xml",
      "https://feeds.skynews.com/feeds/rss/uk.xml",
    ],
    owner: "Sky Group (Comcast)", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [mbfc2018("left-center", "http://mediabiasfactcheck.com/sky-news/"), mbfc2026("center", "sky-news")],
    factualityRatings: [mbfc2018("high", "http://mediabiasfactcheck.com/sky-news/"), mbfc2026("high", "sky-news")],
  },
  {
    id: "gb-news", name: "GB News", country: "GB", paywall: false,
    domains: ["gbnews.com"], editions: ["top-uk"],
    feeds: ["https://www.gbnews.com/feeds/feed.rss"],
    owner: "All Perspectives Ltd (Legatum and Paul Marshall)", ownershipType: "private equity", ownershipSource: OPENGROUND_EDITORS,
    ratings: [mbfc2026("fake-news", "gb-news-uk-bias")],
    factualityRatings: [mbfc2026("mixed", "gb-news-uk-bias")],
  },
  {
    id: "the-spectator", name: "The Spectator", country: "GB", paywall: true,
    domains: ["spectator.co.uk"], editions: ["top-uk"],
    feeds: ["https://www.spectator.co.uk/feed"],
    owner: "Old Queen Street Media (Paul Marshall)", ownershipType: "individual/family", ownershipSource: OPENGROUND_EDITORS,
    ratings: [mbfc2024("right-center"), mbfc2026("right-center", "the-spectator-uk")],
    factualityRatings: [mbfc2024("mixed"), mbfc2026("mostly-factual", "the-spectator-uk")],
  },
  {
    id: "new-statesman", name: "New Statesman", country: "GB", paywall: false,
    domains: ["newstatesman.com"], editions: ["top-uk"],
    feeds: ["https://www.newstatesman.com/feed"],
    owner: "New Statesman Media Group (Mike Danson)", ownershipType: "individual/family", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      mbfc2018("left", "http://mediabiasfactcheck.com/new-statesman/"),
      mbfc2024("left-center"),
      mbfc2026("left", "new-statesman"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/new-statesman/"),
      mbfc2024("high"),
      mbfc2026("high", "new-statesman"),
    ],
  },
  {
    id: "daily-mirror", name: "Daily Mirror", country: "GB", paywall: false,
    domains: ["mirror.co.uk"], editions: ["top-uk"],
    feeds: ["https://www.mirror.co.uk/news/?service=rss"],
    owner: "Reach plc", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      mbfc2018("left", "http://mediabiasfactcheck.com/daily-mirror/"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "daily-mirror"),
    ],
    factualityRatings: [
      mbfc2018("mixed", "http://mediabiasfactcheck.com/daily-mirror/"),
      mbfc2024("mixed"),
      mbfc2026("mixed", "daily-mirror"),
    ],
  },
  {
    id: "daily-express", name: "Daily Express", country: "GB", paywall: false,
    domains: ["express.co.uk"], editions: ["top-uk"],
    feeds: ["https://www.express.co.uk/posts/rss/1/uk"],
    owner: "Reach plc", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      mbfc2018("right", "http://mediabiasfactcheck.com/daily-express/"),
      mbfc2024("right"),
      mbfc2026("right", "daily-express"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/daily-express/"),
      mbfc2024("mixed"),
      mbfc2026("mixed", "daily-express"),
    ],
  },
  {
    id: "novara-media", name: "Novara Media", country: "GB", paywall: false,
    domains: ["novaramedia.com"], editions: ["top-uk"],
    feeds: ["https://novaramedia.com/feed/"],
    owner: "Novara Media Ltd (reader-funded)", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
    ratings: [mbfc2024("far left"), mbfc2026("left", "novara-media-bias")],
    factualityRatings: [mbfc2024("mixed"), mbfc2026("mixed", "novara-media-bias")],
  },
  {
    id: "the-canary", name: "The Canary", country: "GB", paywall: false,
    domains: ["thecanary.co"], editions: ["top-uk"],
    feeds: ["https://www.thecanary.co/feed/"],
    owner: "Canary Media Ltd", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
    ratings: [mbfc2018("left", "http://mediabiasfactcheck.com/the-canary-uk/"), mbfc2026("left", "the-canary-uk")],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/the-canary-uk/"),
      mbfc2024("mixed"),
      mbfc2026("mostly-factual", "the-canary-uk"),
    ],
  },
  {
    id: "evening-standard", name: "Evening Standard", country: "GB", paywall: false,
    domains: ["standard.co.uk"], editions: ["top-uk"],
    feeds: ["https://www.standard.co.uk/rss", "https://www.standard.co.uk/news/london/rss"],
    owner: "Lebedev Holdings", ownershipType: "individual/family", ownershipSource: OPENGROUND_EDITORS,
    ratings: [mbfc2024("right-center"), mbfc2026("right-center", "london-evening-standard")],
    factualityRatings: [mbfc2024("mixed"), mbfc2026("mostly-factual", "london-evening-standard")],
  },
];
