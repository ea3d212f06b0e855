import type { OutletInput } from "../outlet-schema";
import { allSides, mbfc2018, mbfc2024, mbfc2026, KAGI_MEDIA_DATA, OPENGROUND_EDITORS } from "../rating-sources";

// Canada. Facts only: ratings carry their rater, verbatim label and date (see rating-sources.ts);
// the shown bias and factuality are derived from them by derive-bias.ts and derive-factuality.ts.
// Feeds come from the Kagi feed lists where they list the outlet, otherwise from the outlet's own
// public feed addresses; owners from Kagi media_data where present (KAGI_MEDIA_DATA).
export const CANADA_OUTLETS: OutletInput[] = [
  {
    id: "cbc-news", name: "CBC News", country: "CA", paywall: false,
    domains: ["cbc.ca"], editions: ["top-ca"],
    feeds: [
      "https://www.cbc.ca/webfeed/rss/rss-topstories",
      "https://www.cbc.ca/webfeed/rss/rss-canada",
      "https://www.cbc.ca/webfeed/rss/rss-politics",
    ],
    owner: "Canadian Broadcasting Corporation (federal Crown corporation)", ownershipType: "state funded", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Lean Left", "cbc-news-media-bias"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "cbc-news-canadian-broadcasting"),
    ],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "cbc-news-canadian-broadcasting")],
  },
  {
    id: "globe-and-mail", name: "The Globe and Mail", country: "CA", paywall: true,
    domains: ["theglobeandmail.com"], editions: ["top-ca"],
    feeds: [
      "https://www.theglobeandmail.com/arc/outboundfeeds/rss/category/canada/",
      "https://www.theglobeandmail.com/arc/outboundfeeds/rss/category/world/",
    ],
    owner: "Thomson Family", ownershipType: "individual/family", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      allSides("Center", "globe-and-mail-media-bias"),
      mbfc2024("right-center"),
      mbfc2026("right-center", "the-globe-and-mail"),
    ],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "the-globe-and-mail")],
  },
  {
    id: "national-post", name: "National Post", country: "CA", paywall: false,
    domains: ["nationalpost.com"], editions: ["top-ca"],
    feeds: ["https://nationalpost.com/feed/", "https://nationalpost.com/category/news/canada/feed.xml"],
    owner: "Postmedia Network", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Lean Right", "national-post-media-bias"),
      mbfc2024("right-center"),
      mbfc2026("right-center", "national-post"),
    ],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "national-post")],
  },
  {
    id: "toronto-star", name: "Toronto Star", country: "CA", paywall: true,
    domains: ["thestar.com"], editions: ["top-ca"],
    feeds: ["https://www.thestar.com/search/?f=rss&t=article&c=news/canada*&l=50&s=start_time&sd=desc"],
    owner: "Torstar (NordStar Capital)", ownershipType: "private equity", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Center", "toronto-star"),
      mbfc2018("left-center", "http://mediabiasfactcheck.com/toronto-star/"),
      mbfc2026("left-center", "toronto-star"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/toronto-star/"),
      mbfc2026("high", "toronto-star"),
    ],
  },
  {
    id: "toronto-sun", name: "Toronto Sun", country: "CA", paywall: false,
    domains: ["torontosun.com"], editions: ["top-ca"],
    feeds: ["https://torontosun.com/feed/"],
    owner: "Postmedia Network", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      mbfc2018("right", "http://mediabiasfactcheck.com/toronto-sun/"),
      mbfc2024("right"),
      mbfc2026("right", "toronto-sun"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/toronto-sun/"),
      mbfc2024("mixed"),
      mbfc2026("mostly-factual", "toronto-sun"),
    ],
  },
  {
    id: "rebel-news", name: "Rebel News", country: "CA", paywall: false,
    domains: ["rebelnews.com"], editions: ["top-ca"],
    feeds: [],
    owner: "Rebel News Network Ltd (Ezra Levant)", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
    ratings: [mbfc2024("right"), mbfc2026("fake-news", "the-rebel")],
    factualityRatings: [mbfc2024("mixed"), mbfc2026("mixed", "the-rebel")],
  },
  {
    id: "ctv-news", name: "CTV News", country: "CA", paywall: false,
    domains: ["ctvnews.ca"], editions: ["top-ca"],
    feeds: ["https://www.ctvnews.ca/rss/ctvnews-ca-top-stories-public-rss-1.822009"],
    owner: "Bell Media (BCE Inc.)", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      mbfc2018("left-center", "http://mediabiasfactcheck.com/ctv-news/"),
      mbfc2024("least biased"),
      mbfc2026("center", "ctv-news"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/ctv-news/"),
      mbfc2024("high"),
      mbfc2026("high", "ctv-news"),
    ],
  },
  {
    id: "global-news", name: "Global News", country: "CA", paywall: false,
    domains: ["globalnews.ca"], editions: ["top-ca"],
    feeds: ["https://globalnews.ca/feed/", "https://globalnews.ca/canada/feed/"],
    owner: "Corus Entertainment", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      mbfc2018("left-center", "http://mediabiasfactcheck.com/global-news/"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "global-news"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/global-news/"),
      mbfc2024("high"),
      mbfc2026("high", "global-news"),
    ],
  },
  {
    id: "the-tyee", name: "The Tyee", country: "CA", paywall: false,
    domains: ["thetyee.ca"], editions: ["top-ca"],
    feeds: ["https://thetyee.ca/rss2.xml"],
    owner: "The Tyee (reader-funded)", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
    ratings: [mbfc2024("left-center"), mbfc2026("left-center", "the-tyee")],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "the-tyee")],
  },
];
