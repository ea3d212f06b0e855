import type { OutletInput } from "../outlet-schema";
import { allSides, mbfc2018, mbfc2024, mbfc2026, KAGI_MEDIA_DATA, OPENGROUND_EDITORS } from "../rating-sources";

// United States: broadcasters. Facts only: ratings carry their rater, verbatim label and date (see rating-sources.ts);
// the shown bias and factuality are derived from them by derive-bias.ts and derive-factuality.ts.
// Feeds come from the Kagi feed lists where they list the outlet, otherwise from the outlet's own
// public feed addresses; owners from Kagi media_data where present (KAGI_MEDIA_DATA).
export const US_BROADCASTERS: OutletInput[] = [
  {
    id: "npr", name: "NPR", country: "US", paywall: false,
    domains: ["npr.org"], editions: ["top-us"],
    feeds: [
      "https://feeds.npr.org/1001/rss.xml",
      "https://feeds.npr.org/1004/rss.xml",
      "https://feeds.npr.org/1014/rss.xml",
    ],
    owner: "Non-profit organization", ownershipType: "state funded", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      allSides("Lean Left", "npr-media-bias"),
      mbfc2018("left-center", "http://mediabiasfactcheck.com/npr/"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "npr"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/npr/"),
      mbfc2024("high"),
      mbfc2026("high", "npr"),
    ],
  },
  {
    id: "abc-news", name: "ABC News", country: "US", paywall: false,
    domains: ["abcnews.go.com", "abcnews.com"], editions: ["top-us"],
    feeds: [
      "https://abcnews.go.com/abcnews/topstories",
      "https://abcnews.go.com/abcnews/usheadlines",
      "https://abcnews.go.com/abcnews/politicsheadlines",
      "https://abcnews.go.com/abcnews/internationalheadlines",
    ],
    owner: "The Walt Disney Company", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [allSides("Lean Left", "abc-news-media-bias"), mbfc2026("left-center", "abc-news")],
    factualityRatings: [mbfc2026("high", "abc-news")],
  },
  {
    id: "cbs-news", name: "CBS News", country: "US", paywall: false,
    domains: ["cbsnews.com"], editions: ["top-us"],
    feeds: [
      "https://www.cbsnews.com/latest/rss/main",
      "https://www.cbsnews.com/latest/rss/politics",
      "https://www.cbsnews.com/latest/rss/world",
    ],
    owner: "Paramount Skydance (formerly Paramount Global)", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Lean Left", "cbs-news-media-bias"),
      mbfc2018("left-center", "http://mediabiasfactcheck.com/cbs-news/"),
      mbfc2024("left-center"),
      mbfc2026("right-center", "cbs-news"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/cbs-news/"),
      mbfc2024("high"),
      mbfc2026("mostly-factual", "cbs-news"),
    ],
  },
  {
    id: "nbc-news", name: "NBC News", country: "US", paywall: false,
    domains: ["nbcnews.com"], editions: ["top-us"],
    feeds: [
      "https://feeds.nbcnews.com/nbcnews/public/news",
      "https://www.nbcnews.com/id/19782292/device/rss/rss.xml",
    ],
    owner: "NBCUniversal (Comcast)", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Lean Left", "nbc-news-media-bias"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "nbc-news"),
    ],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "nbc-news")],
  },
  {
    id: "cnn", name: "CNN", country: "US", paywall: false,
    domains: ["cnn.com", "edition.cnn.com"], editions: ["top-us", "top"],
    feeds: [
      "http://rss.cnn.com/rss/cnn_topstories.rss",
      "http://rss.cnn.com/rss/cnn_allpolitics.rss",
      "http://rss.cnn.com/rss/edition_us.rss",
    ],
    owner: "Warner Bros. Discovery", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Left", "cnn-media-bias"),
      mbfc2018("left", "http://mediabiasfactcheck.com/cnn/"),
      mbfc2024("left"),
      mbfc2026("left-center", "cnn-bias"),
    ],
    factualityRatings: [
      mbfc2018("mixed", "http://mediabiasfactcheck.com/cnn/"),
      mbfc2024("mixed"),
      mbfc2026("mostly-factual", "cnn-bias"),
    ],
  },
  {
    id: "msnbc", name: "MSNBC", country: "US", paywall: false,
    domains: ["msnbc.com", "ms.now"], editions: ["top-us"],
    feeds: ["https://feeds.nbcnews.com/msnbc/public/news"],
    owner: "Comcast Corporation (NBCUniversal News Group)", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      allSides("Left", "msnbc"),
      mbfc2018("left", "http://mediabiasfactcheck.com/msnbc/"),
      mbfc2024("left"),
      mbfc2026("left", "msnbc"),
    ],
    factualityRatings: [
      mbfc2018("mixed", "http://mediabiasfactcheck.com/msnbc/"),
      mbfc2024("mixed"),
      mbfc2026("mixed", "msnbc"),
    ],
  },
  {
    id: "fox-news", name: "Fox News", country: "US", paywall: false,
    domains: ["foxnews.com"], editions: ["top-us"],
    feeds: [
      "https://moxie.foxnews.com/google-publisher/latest.xml",
      "http://feeds.foxnews.com/foxnews/politics",
      "http://feeds.foxnews.com/foxnews/national",
    ],
    owner: "Fox Corporation", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Right", "fox-news-media-bias"),
      mbfc2018("right", "http://mediabiasfactcheck.com/fox-news/"),
      mbfc2024("right"),
      mbfc2026("fake-news", "fox-news"),
    ],
    factualityRatings: [
      mbfc2018("mixed", "http://mediabiasfactcheck.com/fox-news/"),
      mbfc2024("mixed"),
      mbfc2026("low", "fox-news"),
    ],
  },
  {
    id: "cnbc", name: "CNBC", country: "US", paywall: false,
    domains: ["cnbc.com"], editions: ["top-us", "top"],
    feeds: [
      "https://www.cnbc.com/id/100003114/device/rss/rss.html",
      "https://www.cnbc.com/id/20910258/device/rss/rss.html",
    ],
    owner: "NBCUniversal", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [allSides("Center", "cnbc"), mbfc2024("left-center"), mbfc2026("left-center", "cnbc")],
    factualityRatings: [mbfc2024("mixed"), mbfc2026("mostly-factual", "cnbc")],
  },
  {
    id: "newsmax", name: "Newsmax", country: "US", paywall: false,
    domains: ["newsmax.com"], editions: ["top-us"],
    feeds: ["https://www.newsmax.com/rss/Newsfront/16/"],
    owner: "Newsmax Media (Christopher Ruddy)", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Right", "newsmax"),
      mbfc2018("right", "http://mediabiasfactcheck.com/newsmax/"),
      mbfc2024("right"),
      mbfc2026("fake-news", "newsmax"),
    ],
    factualityRatings: [
      mbfc2018("mixed", "http://mediabiasfactcheck.com/newsmax/"),
      mbfc2024("low"),
      mbfc2026("low", "newsmax"),
    ],
  },
  {
    id: "oan", name: "One America News Network", country: "US", paywall: false,
    domains: ["oann.com"], editions: ["top-us"],
    feeds: ["https://www.oann.com/feed/"],
    owner: "Herring Networks", ownershipType: "individual/family", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Right", "one-america-news-network-media-bias"),
      mbfc2018("right", "http://mediabiasfactcheck.com/one-america-news-network/"),
      mbfc2026("fake-news", "one-america-news-network"),
    ],
    factualityRatings: [
      mbfc2018("mixed", "http://mediabiasfactcheck.com/one-america-news-network/"),
      mbfc2026("low", "one-america-news-network"),
    ],
  },
  {
    id: "democracy-now", name: "Democracy Now!", country: "US", paywall: false,
    domains: ["democracynow.org"], editions: ["top-us"],
    feeds: ["https://www.democracynow.org/democracynow.rss"],
    owner: "Democracy Now! Productions (non-profit)", ownershipType: "nonprofit", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Left", "democracy-now"),
      mbfc2018("left", "http://mediabiasfactcheck.com/democracy-now/"),
      mbfc2024("left biased"),
      mbfc2026("left", "democracy-now"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/democracy-now/"),
      mbfc2024("high"),
      mbfc2026("high", "democracy-now"),
    ],
  },
];
