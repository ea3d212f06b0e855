import type { CuratedOutlet } from "../../import/editorial";
import { KAGI_MEDIA_DATA, OPENGROUND_EDITORS } from "../../rating-sources";

// United States: digital news sites.
// The editors' facts: identity, editions, feeds and owner. Ratings are added by the import from the
// datasets (npm run outlets -- import --datasets), never typed here.
export const US_DIGITAL: CuratedOutlet[] = [
  {
    id: "axios", name: "Axios", country: "US", paywall: false,
    domains: ["axios.com"], editions: ["top-us"],
    feeds: [
      "https://api.axios.com/feed/",
      "https://api.axios.com/feed/politics",
    ],
    owner: "Cox Enterprises", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "politico", name: "Politico", country: "US", paywall: false,
    domains: ["politico.com"], editions: ["top-us"],
    feeds: ["https://rss.politico.com/politics-news.xml"],
    owner: "Axel Springer", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "the-hill", name: "The Hill", country: "US", paywall: false,
    domains: ["thehill.com"], editions: ["top-us"],
    feeds: [
      "https://thehill.com/homenews/feed/",
      "https://thehill.com/homenews/campaign/feed/",
    ],
    owner: "Nexstar Media Group", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "huffpost", name: "HuffPost", country: "US", paywall: false,
    domains: ["huffpost.com", "huffingtonpost.com"], editions: ["top-us"],
    feeds: ["https://www.huffpost.com/section/front-page/feed"],
    owner: "BuzzFeed, Inc.", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "daily-beast", name: "The Daily Beast", country: "US", paywall: false,
    domains: ["thedailybeast.com"], editions: ["top-us"],
    feeds: ["https://feeds.thedailybeast.com/rss/articles"],
    owner: "IAC", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "salon", name: "Salon", country: "US", paywall: false,
    domains: ["salon.com"], editions: ["top-us"],
    feeds: ["https://www.salon.com/feed/"],
    owner: "Find.co", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "occupy-democrats", name: "Occupy Democrats", country: "US", paywall: false,
    domains: ["occupydemocrats.com"], editions: ["top-us"],
    feeds: ["https://occupydemocrats.com/feed/"],
    owner: "Occupy Democrats (Omar and Rafael Rivero)", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "breitbart", name: "Breitbart", country: "US", paywall: false,
    domains: ["breitbart.com"], editions: ["top-us"],
    feeds: ["https://feeds.feedburner.com/breitbart"],
    owner: "Breitbart News Network, LLC", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "daily-wire", name: "The Daily Wire", country: "US", paywall: false,
    domains: ["dailywire.com"], editions: ["top-us"],
    feeds: ["https://www.dailywire.com/feeds/rss.xml"],
    owner: "The Daily Wire, LLC", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "daily-caller", name: "The Daily Caller", country: "US", paywall: false,
    domains: ["dailycaller.com"], editions: ["top-us"],
    feeds: ["https://dailycaller.com/feed/"],
    owner: "The Daily Caller, Inc. (Neil Patel)", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "washington-free-beacon", name: "Washington Free Beacon", country: "US", paywall: false,
    domains: ["freebeacon.com"], editions: ["top-us"],
    feeds: ["https://freebeacon.com/feed/"],
    owner: "Washington Free Beacon LLC", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "the-blaze", name: "The Blaze", country: "US", paywall: false,
    domains: ["theblaze.com"], editions: ["top-us"],
    feeds: ["https://www.theblaze.com/feeds/feed.rss"],
    owner: "Blaze Media", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "gateway-pundit", name: "The Gateway Pundit", country: "US", paywall: false,
    domains: ["thegatewaypundit.com"], editions: ["top-us"],
    feeds: ["https://www.thegatewaypundit.com/feed/"],
    owner: "Jim Hoft", ownershipType: "individual/family", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "just-the-news", name: "Just the News", country: "US", paywall: false,
    domains: ["justthenews.com"], editions: ["top-us"],
    feeds: ["https://justthenews.com/rss.xml"],
    owner: "John Solomon", ownershipType: "individual/family", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "western-journal", name: "The Western Journal", country: "US", paywall: false,
    domains: ["westernjournal.com", "westernjournalism.com"], editions: ["top-us"],
    feeds: ["https://www.westernjournal.com/feed/"],
    owner: "Liftable Media", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "the-federalist", name: "The Federalist", country: "US", paywall: false,
    domains: ["thefederalist.com"], editions: ["top-us"],
    feeds: ["https://thefederalist.com/feed/"],
    owner: "FDRLST Media", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
  },
];
