import type { OutletInput } from "../outlet-schema";
import { allSides, mbfc2018, mbfc2024, mbfc2026, KAGI_MEDIA_DATA, OPENGROUND_EDITORS } from "../rating-sources";

// United States: wires and newspapers. Facts only: ratings carry their rater, verbatim label and date (see rating-sources.ts);
// the shown bias and factuality are derived from them by derive-bias.ts and derive-factuality.ts.
// Feeds come from the Kagi feed lists where they list the outlet, otherwise from the outlet's own
// public feed addresses; owners from Kagi media_data where present (KAGI_MEDIA_DATA).
export const US_NEWSPAPERS: OutletInput[] = [
  {
    id: "associated-press", name: "Associated Press", country: "US", paywall: false,
    domains: ["apnews.com"], editions: ["top-us", "top"],
    feeds: ["https://news.google.com/rss/search?q=site:apnews.com&hl=en-US&gl=US&ceid=US:en"],
    owner: "U.S. newspaper and broadcast members (cooperative ownership)", ownershipType: "cooperative", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      allSides("Lean Left", "associated-press-media-bias"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "associated-press"),
    ],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "associated-press")],
  },
  {
    id: "new-york-times", name: "The New York Times", country: "US", paywall: true,
    domains: ["nytimes.com"], editions: ["top-us", "top"],
    feeds: [
      "https://rss.nytimes.com/services/xml/rss/nyt/HomePage.xml",
      "https://rss.nytimes.com/services/xml/rss/nyt/US.xml",
      "https://rss.nytimes.com/services/xml/rss/nyt/World.xml",
      "https://rss.nytimes.com/services/xml/rss/nyt/Politics.xml",
    ],
    owner: "The Ochs-Sulzberger Family (through The New York Times Company)", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      allSides("Lean Left", "new-york-times"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "new-york-times"),
    ],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "new-york-times")],
  },
  {
    id: "washington-post", name: "The Washington Post", country: "US", paywall: true,
    domains: ["washingtonpost.com"], editions: ["top-us"],
    feeds: [
      "https://feeds.washingtonpost.com/rss/national",
      "https://feeds.washingtonpost.com/rss/world",
      "https://feeds.washingtonpost.com/rss/politics",
    ],
    owner: "Nash Holdings (Jeff Bezos)", ownershipType: "individual/family", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Lean Left", "washington-post-media-bias"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "washington-post"),
    ],
    factualityRatings: [mbfc2024("mixed"), mbfc2026("mostly-factual", "washington-post")],
  },
  {
    id: "wall-street-journal", name: "The Wall Street Journal", country: "US", paywall: true,
    domains: ["wsj.com"], editions: ["top-us", "top"],
    feeds: ["https://feeds.a.dj.com/rss/RSSWorldNews.xml", "https://feeds.a.dj.com/rss/WSJcomUSBusiness.xml"],
    owner: "News Corp", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      allSides("Center", "wall-street-journal-media-bias"),
      mbfc2018("right-center", "http://mediabiasfactcheck.com/wall-street-journal/"),
      mbfc2024("right-center"),
      mbfc2026("right-center", "wall-street-journal"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/wall-street-journal/"),
      mbfc2024("mixed"),
      mbfc2026("mostly-factual", "wall-street-journal"),
    ],
  },
  {
    id: "usa-today", name: "USA Today", country: "US", paywall: false,
    domains: ["usatoday.com"], editions: ["top-us"],
    feeds: ["http://rssfeeds.usatoday.com/usatoday-NewsTopStories"],
    owner: "Gannett", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Lean Left", "usa-today-media-bias"),
      mbfc2018("center", "http://mediabiasfactcheck.com/usa-today-2/"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "usa-today-2"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/usa-today-2/"),
      mbfc2024("mixed"),
      mbfc2026("mostly-factual", "usa-today-2"),
    ],
  },
  {
    id: "los-angeles-times", name: "Los Angeles Times", country: "US", paywall: true,
    domains: ["latimes.com"], editions: ["top-us"],
    feeds: [
      "https://www.latimes.com/politics/rss2.0.xml",
      "https://www.latimes.com/world-nation/rss2.0.xml",
      "https://www.latimes.com/business/rss2.0.xml",
    ],
    owner: "Patrick Soon-Shiong", ownershipType: "individual/family", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      allSides("Lean Left", "los-angeles-times-bias"),
      mbfc2024("left-center"),
      mbfc2026("center", "la-times-los-angeles-times"),
    ],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "la-times-los-angeles-times")],
  },
  {
    id: "new-york-post", name: "New York Post", country: "US", paywall: false,
    domains: ["nypost.com"], editions: ["top-us"],
    feeds: ["https://nypost.com/feed/", "https://nypost.com/us-news/feed/", "https://nypost.com/politics/feed/"],
    owner: "News Corp (Rupert Murdoch)", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      allSides("Lean Right", "new-york-post"),
      mbfc2018("right-center", "http://mediabiasfactcheck.com/new-york-post/"),
      mbfc2024("right-center"),
      mbfc2026("right-center", "new-york-post"),
    ],
    factualityRatings: [
      mbfc2018("mixed", "http://mediabiasfactcheck.com/new-york-post/"),
      mbfc2024("mixed"),
      mbfc2026("mixed", "new-york-post"),
    ],
  },
  {
    id: "washington-times", name: "The Washington Times", country: "US", paywall: false,
    domains: ["washingtontimes.com"], editions: ["top-us"],
    feeds: ["https://www.washingtontimes.com/rss/headlines/news/"],
    owner: "Operations Holdings (Unification movement)", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Lean Right", "washington-times-bias"),
      mbfc2018("right-center", "http://mediabiasfactcheck.com/washington-times/"),
      mbfc2024("right-center"),
      mbfc2026("fake-news", "washington-times"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/washington-times/"),
      mbfc2024("mixed"),
      mbfc2026("mixed", "washington-times"),
    ],
  },
  {
    id: "christian-science-monitor", name: "The Christian Science Monitor", country: "US", paywall: false,
    domains: ["csmonitor.com"], editions: ["top-us", "top"],
    feeds: ["https://rss.csmonitor.com/feeds/all", "https://rss.csmonitor.com/feeds/usa"],
    owner: "The First Church of Christ, Scientist", ownershipType: "nonprofit", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      allSides("Center", "christian-science-monitor"),
      mbfc2024("least biased"),
      mbfc2026("center", "christian-science-monitor"),
    ],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "christian-science-monitor")],
  },
  {
    id: "mcclatchy", name: "McClatchy DC", country: "US", paywall: false,
    domains: ["mcclatchydc.com"], editions: ["top-us"],
    feeds: [],
    owner: "McClatchy Media Company (Chatham Asset Management)", ownershipType: "private equity", ownershipSource: OPENGROUND_EDITORS,
    ratings: [allSides("Center", "mcclatchydc-media-bias"), mbfc2026("left-center", "mcclatchydc")],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "mcclatchydc")],
  },
  {
    id: "epoch-times", name: "The Epoch Times", country: "US", paywall: true,
    domains: ["theepochtimes.com"], editions: ["top-us"],
    feeds: ["https://www.theepochtimes.com/feed"],
    owner: "Epoch Media Group", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Lean Right", "epoch-times-media-bias"),
      mbfc2024("right"),
      mbfc2026("right-center", "the-epoch-times"),
    ],
    factualityRatings: [mbfc2024("mixed"), mbfc2026("mostly-factual", "the-epoch-times")],
  },
  {
    id: "bloomberg", name: "Bloomberg", country: "US", paywall: true,
    domains: ["bloomberg.com"], editions: ["top-us", "top"],
    feeds: [
      "https://feeds.bloomberg.com/markets/news.rss",
      "https://feeds.bloomberg.com/economics/news.rss",
      "https://feeds.bloomberg.com/business/news.rss",
    ],
    owner: "Bloomberg L.P.", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      allSides("Lean Left", "bloomberg-media-bias"),
      mbfc2018("left-center", "http://mediabiasfactcheck.com/bloomberg/"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "bloomberg"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/bloomberg/"),
      mbfc2024("high"),
      mbfc2026("mostly-factual", "bloomberg"),
    ],
  },
];
