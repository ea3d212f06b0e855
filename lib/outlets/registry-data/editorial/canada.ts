import type { CuratedOutlet } from "../../import/editorial";
import { KAGI_MEDIA_DATA, OPENGROUND_EDITORS } from "../../rating-sources";

// Canada.
// The editors' facts: identity, editions, feeds and owner. Ratings are added by the import from the
// datasets (npm run outlets -- import --datasets), never typed here.
export const CANADA_OUTLETS: CuratedOutlet[] = [
  {
    id: "cbc-news", name: "CBC News", country: "CA", paywall: false,
    domains: ["cbc.ca"], editions: ["top-ca"],
    feeds: [
      "https://www.cbc.ca/webfeed/rss/rss-topstories",
      "https://www.cbc.ca/webfeed/rss/rss-canada",
      "https://www.cbc.ca/webfeed/rss/rss-politics",
    ],
    owner: "Canadian Broadcasting Corporation (federal Crown corporation)", ownershipType: "state funded", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "globe-and-mail", name: "The Globe and Mail", country: "CA", paywall: true,
    domains: ["theglobeandmail.com"], editions: ["top-ca"],
    feeds: [
      "https://www.theglobeandmail.com/arc/outboundfeeds/rss/category/canada/",
      "https://www.theglobeandmail.com/arc/outboundfeeds/rss/category/world/",
    ],
    owner: "Thomson Family", ownershipType: "individual/family", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "national-post", name: "National Post", country: "CA", paywall: false,
    domains: ["nationalpost.com"], editions: ["top-ca"],
    feeds: [
      "https://nationalpost.com/feed/",
      "https://nationalpost.com/category/news/canada/feed.xml",
    ],
    owner: "Postmedia Network", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "toronto-star", name: "Toronto Star", country: "CA", paywall: true,
    domains: ["thestar.com"], editions: ["top-ca"],
    feeds: ["https://www.thestar.com/search/?f=rss&t=article&c=news/canada*&l=50&s=start_time&sd=desc"],
    owner: "Torstar (NordStar Capital)", ownershipType: "private equity", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "toronto-sun", name: "Toronto Sun", country: "CA", paywall: false,
    domains: ["torontosun.com"], editions: ["top-ca"],
    feeds: ["https://torontosun.com/feed/"],
    owner: "Postmedia Network", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "ctv-news", name: "CTV News", country: "CA", paywall: false,
    domains: ["ctvnews.ca"], editions: ["top-ca"],
    feeds: ["https://www.ctvnews.ca/rss/ctvnews-ca-top-stories-public-rss-1.822009"],
    owner: "Bell Media (BCE Inc.)", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "global-news", name: "Global News", country: "CA", paywall: false,
    domains: ["globalnews.ca"], editions: ["top-ca"],
    feeds: [
      "https://globalnews.ca/feed/",
      "https://globalnews.ca/canada/feed/",
    ],
    owner: "Corus Entertainment", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "the-tyee", name: "The Tyee", country: "CA", paywall: false,
    domains: ["thetyee.ca"], editions: ["top-ca"],
    feeds: ["https://thetyee.ca/rss2.xml"],
    owner: "The Tyee (reader-funded)", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
  },
];
