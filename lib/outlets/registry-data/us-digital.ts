import type { OutletInput } from "../outlet-schema";
import { allSides, mbfc2018, mbfc2024, mbfc2026, KAGI_MEDIA_DATA, OPENGROUND_EDITORS } from "../rating-sources";

// United States: digital news sites. Facts only: ratings carry their rater, verbatim label and date (see rating-sources.ts);
// the shown bias and factuality are derived from them by derive-bias.ts and derive-factuality.ts.
// Feeds come from the Kagi feed lists where they list the outlet, otherwise from the outlet's own
// public feed addresses; owners from Kagi media_data where present (KAGI_MEDIA_DATA).
export const US_DIGITAL: OutletInput[] = [
  {
    id: "axios", name: "Axios", country: "US", paywall: false,
    domains: ["axios.com"], editions: ["top-us"],
    feeds: [
      "https://api.axios.com/feed/",
      "https://api.axios.com/feed/politics",
      "https://api.axios.com/feed/business",
    ],
    owner: "Cox Enterprises", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [allSides("Center", "axios"), mbfc2024("left-center"), mbfc2026("left-center", "axios")],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "axios")],
  },
  {
    id: "politico", name: "Politico", country: "US", paywall: false,
    domains: ["politico.com"], editions: ["top-us"],
    feeds: ["https://rss.politico.com/politics-news.xml", "https://rss.politico.com/technology.xml"],
    owner: "Axel Springer", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Lean Left", "politico-media-bias"),
      mbfc2018("left-center", "http://mediabiasfactcheck.com/politico/"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "politico"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/politico/"),
      mbfc2024("high"),
      mbfc2026("high", "politico"),
    ],
  },
  {
    id: "the-hill", name: "The Hill", country: "US", paywall: false,
    domains: ["thehill.com"], editions: ["top-us"],
    feeds: ["https://thehill.com/homenews/feed/", "https://thehill.com/homenews/campaign/feed/"],
    owner: "Nexstar Media Group", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      allSides("Center", "hill-media-bias"),
      mbfc2018("left-center", "http://mediabiasfactcheck.com/the-hill/"),
      mbfc2024("least biased"),
      mbfc2026("center", "the-hill"),
    ],
    factualityRatings: [
      mbfc2018("mixed", "http://mediabiasfactcheck.com/the-hill/"),
      mbfc2024("mixed"),
      mbfc2026("mostly-factual", "the-hill"),
    ],
  },
  {
    id: "huffpost", name: "HuffPost", country: "US", paywall: false,
    domains: ["huffpost.com", "huffingtonpost.com"], editions: ["top-us"],
    feeds: ["https://www.huffpost.com/section/front-page/feed"],
    owner: "BuzzFeed, Inc.", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [allSides("Left", "huffpost-media-bias"), mbfc2024("left"), mbfc2026("left", "huffington-post")],
    factualityRatings: [mbfc2024("mixed"), mbfc2026("mostly-factual", "huffington-post")],
  },
  {
    id: "daily-beast", name: "The Daily Beast", country: "US", paywall: false,
    domains: ["thedailybeast.com"], editions: ["top-us"],
    feeds: ["https://feeds.thedailybeast.com/rss/articles"],
    owner: "IAC", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Left", "daily-beast-media-bias"),
      mbfc2018("left", "http://mediabiasfactcheck.com/daily-beast/"),
      mbfc2024("left"),
      mbfc2026("left", "daily-beast"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/daily-beast/"),
      mbfc2024("mixed"),
      mbfc2026("mixed", "daily-beast"),
    ],
  },
  {
    id: "salon", name: "Salon", country: "US", paywall: false,
    domains: ["salon.com"], editions: ["top-us"],
    feeds: ["https://www.salon.com/feed/"],
    owner: "Find.co", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      allSides("Left", "salon"),
      mbfc2018("left", "http://mediabiasfactcheck.com/salon/"),
      mbfc2024("left"),
      mbfc2026("left", "salon"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/salon/"),
      mbfc2024("mixed"),
      mbfc2026("mostly-factual", "salon"),
    ],
  },
  {
    id: "occupy-democrats", name: "Occupy Democrats", country: "US", paywall: false,
    domains: ["occupydemocrats.com"], editions: ["top-us"],
    feeds: ["https://occupydemocrats.com/feed/"],
    owner: null, ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      mbfc2018("extreme-left", "http://mediabiasfactcheck.com/occupy-democrats/"),
      mbfc2024("far left"),
      mbfc2026("fake-news", "occupy-democrats"),
    ],
    factualityRatings: [
      mbfc2018("low", "http://mediabiasfactcheck.com/occupy-democrats/"),
      mbfc2024("low"),
      mbfc2026("low", "occupy-democrats"),
    ],
  },
  {
    id: "breitbart", name: "Breitbart", country: "US", paywall: false,
    domains: ["breitbart.com"], editions: ["top-us"],
    feeds: ["http://feeds.feedburner.com/breitbart"],
    owner: "Breitbart News Network, LLC", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Right", "breitbart"),
      mbfc2018("right", "http://mediabiasfactcheck.com/breitbart/"),
      mbfc2024("right"),
      mbfc2026("fake-news", "breitbart"),
    ],
    factualityRatings: [
      mbfc2018("mixed", "http://mediabiasfactcheck.com/breitbart/"),
      mbfc2024("mixed"),
      mbfc2026("mixed", "breitbart"),
    ],
  },
  {
    id: "daily-wire", name: "The Daily Wire", country: "US", paywall: false,
    domains: ["dailywire.com"], editions: ["top-us"],
    feeds: ["https://www.dailywire.com/feeds/rss.xml"],
    owner: "The Daily Wire, LLC", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Right", "daily-wire"),
      mbfc2018("right", "http://mediabiasfactcheck.com/the-daily-wire/"),
      mbfc2024("right"),
      mbfc2026("right", "the-daily-wire"),
    ],
    factualityRatings: [
      mbfc2018("mixed", "http://mediabiasfactcheck.com/the-daily-wire/"),
      mbfc2024("mixed"),
      mbfc2026("mixed", "the-daily-wire"),
    ],
  },
  {
    id: "daily-caller", name: "The Daily Caller", country: "US", paywall: false,
    domains: ["dailycaller.com"], editions: ["top-us"],
    feeds: ["https://dailycaller.com/feed/"],
    owner: "The Daily Caller, Inc. (Neil Patel)", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Right", "daily-caller"),
      mbfc2018("right", "http://mediabiasfactcheck.com/daily-caller/"),
      mbfc2024("right"),
      mbfc2026("right", "daily-caller"),
    ],
    factualityRatings: [
      mbfc2018("mixed", "http://mediabiasfactcheck.com/daily-caller/"),
      mbfc2024("mixed"),
      mbfc2026("mixed", "daily-caller"),
    ],
  },
  {
    id: "washington-free-beacon", name: "Washington Free Beacon", country: "US", paywall: false,
    domains: ["freebeacon.com"], editions: ["top-us"],
    feeds: ["https://freebeacon.com/feed/"],
    owner: null, ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Right", "washington-free-beacon"),
      mbfc2018("right", "http://mediabiasfactcheck.com/washington-free-beacon/"),
      mbfc2024("right"),
      mbfc2026("right", "washington-free-beacon"),
    ],
    factualityRatings: [
      mbfc2018("mixed", "http://mediabiasfactcheck.com/washington-free-beacon/"),
      mbfc2024("mixed"),
      mbfc2026("mixed", "washington-free-beacon"),
    ],
  },
  {
    id: "the-blaze", name: "The Blaze", country: "US", paywall: false,
    domains: ["theblaze.com"], editions: ["top-us"],
    feeds: ["https://www.theblaze.com/feeds/feed.rss"],
    owner: "Blaze Media", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Right", "theblaze-bias"),
      mbfc2018("right", "http://mediabiasfactcheck.com/the-blaze/"),
      mbfc2024("right"),
      mbfc2026("fake-news", "the-blaze"),
    ],
    factualityRatings: [
      mbfc2018("mixed", "http://mediabiasfactcheck.com/the-blaze/"),
      mbfc2024("mixed"),
      mbfc2026("mixed", "the-blaze"),
    ],
  },
  {
    id: "gateway-pundit", name: "The Gateway Pundit", country: "US", paywall: false,
    domains: ["thegatewaypundit.com"], editions: ["top-us"],
    feeds: ["https://www.thegatewaypundit.com/feed/"],
    owner: "Jim Hoft", ownershipType: "individual/family", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Right", "gateway-pundit"),
      mbfc2018("extreme-right", "http://mediabiasfactcheck.com/the-gateway-pundit/"),
      mbfc2024("extreme right"),
      mbfc2026("fake-news", "the-gateway-pundit"),
    ],
    factualityRatings: [
      mbfc2018("low", "http://mediabiasfactcheck.com/the-gateway-pundit/"),
      mbfc2024("very low"),
      mbfc2026("very-low", "the-gateway-pundit"),
    ],
  },
  {
    id: "just-the-news", name: "Just the News", country: "US", paywall: false,
    domains: ["justthenews.com"], editions: ["top-us"],
    feeds: ["https://justthenews.com/rss.xml"],
    owner: "John Solomon", ownershipType: "individual/family", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [mbfc2024("far right"), mbfc2026("fake-news", "just-the-news")],
    factualityRatings: [mbfc2024("mixed"), mbfc2026("mixed", "just-the-news")],
  },
  {
    id: "western-journal", name: "The Western Journal", country: "US", paywall: false,
    domains: ["westernjournal.com", "westernjournalism.com"], editions: ["top-us"],
    feeds: ["https://www.westernjournal.com/feed/"],
    owner: "Liftable Media", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Right", "western-journalism"),
      mbfc2018("right", "http://mediabiasfactcheck.com/western-journalism/"),
      mbfc2024("far right"),
      mbfc2026("fake-news", "western-journalism"),
    ],
    factualityRatings: [
      mbfc2018("mixed", "http://mediabiasfactcheck.com/western-journalism/"),
      mbfc2024("mixed"),
      mbfc2026("mixed", "western-journalism"),
    ],
  },
  {
    id: "the-federalist", name: "The Federalist", country: "US", paywall: false,
    domains: ["thefederalist.com"], editions: ["top-us"],
    feeds: ["https://thefederalist.com/feed/"],
    owner: "FDRLST Media", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
    ratings: [allSides("Right", "federalist"), mbfc2024("right"), mbfc2026("fake-news", "the-federalist")],
    factualityRatings: [mbfc2024("mixed"), mbfc2026("mixed", "the-federalist")],
  },
];
