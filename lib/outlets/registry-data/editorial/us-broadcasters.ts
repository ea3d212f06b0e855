import type { CuratedOutlet } from "../../import/editorial";
import { KAGI_MEDIA_DATA, OPENGROUND_EDITORS } from "../../rating-sources";
import { COMCAST_REPORT, PARAMOUNT_SKYDANCE, VERSANT_SPIN_OFF, WBD_SEPARATION } from "./owner-sources";

// United States: broadcasters.
// The editors' facts: identity, editions, feeds and owner. Ratings are added by the import from the
// datasets (npm run outlets -- import --datasets), never typed here.
export const US_BROADCASTERS: CuratedOutlet[] = [
  {
    id: "npr", name: "NPR", country: "US", paywall: false,
    domains: ["npr.org"], editions: ["top-us"],
    feeds: [
      "https://feeds.npr.org/1001/rss.xml",
      "https://feeds.npr.org/1004/rss.xml",
      "https://feeds.npr.org/1014/rss.xml",
    ],
    owner: "Non-profit organization", ownershipType: "state funded", ownershipSource: KAGI_MEDIA_DATA,
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
  },
  {
    id: "cbs-news", name: "CBS News", country: "US", paywall: false,
    domains: ["cbsnews.com"], editions: ["top-us"],
    feeds: [
      "https://www.cbsnews.com/latest/rss/main",
      "https://www.cbsnews.com/latest/rss/politics",
      "https://www.cbsnews.com/latest/rss/world",
    ],
    owner: "Paramount Skydance Corporation", ownershipType: "corporation", ownershipSource: PARAMOUNT_SKYDANCE,
  },
  {
    id: "nbc-news", name: "NBC News", country: "US", paywall: false,
    domains: ["nbcnews.com"], editions: ["top-us"],
    feeds: ["https://feeds.nbcnews.com/nbcnews/public/news"],
    owner: "NBCUniversal (Comcast)", ownershipType: "corporation", ownershipSource: COMCAST_REPORT,
  },
  {
    id: "cnn", name: "CNN", country: "US", paywall: false,
    domains: ["cnn.com", "edition.cnn.com"], editions: ["top-us", "top"],
    feeds: [
      "https://rss.cnn.com/rss/edition_us.rss",
      "https://rss.cnn.com/rss/cnn_allpolitics.rss",
    ],
    owner: "Warner Bros. Discovery (CNN is to pass to Discovery Global)", ownershipType: "corporation", ownershipSource: WBD_SEPARATION,
  },
  {
    id: "msnbc", name: "MS NOW (formerly MSNBC)", country: "US", paywall: false,
    domains: ["ms.now", "msnbc.com"], editions: ["top-us"],
    feeds: ["https://feeds.nbcnews.com/msnbc/public/news"],
    owner: "Versant Media Group", ownershipType: "corporation", ownershipSource: VERSANT_SPIN_OFF,
  },
  {
    id: "fox-news", name: "Fox News", country: "US", paywall: false,
    domains: ["foxnews.com"], editions: ["top-us"],
    feeds: [
      "https://moxie.foxnews.com/google-publisher/latest.xml",
      "https://moxie.foxnews.com/google-publisher/politics.xml",
      "https://moxie.foxnews.com/google-publisher/us.xml",
    ],
    owner: "Fox Corporation", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "cnbc", name: "CNBC", country: "US", paywall: false,
    domains: ["cnbc.com"], editions: ["top-us", "top"],
    feeds: [
      "https://www.cnbc.com/id/100727362/device/rss/rss.html",
      "https://www.cnbc.com/id/15837362/device/rss/rss.html",
      "https://www.cnbc.com/id/10000113/device/rss/rss.html",
    ],
    owner: "Versant Media Group", ownershipType: "corporation", ownershipSource: VERSANT_SPIN_OFF,
  },
  {
    id: "newsmax", name: "Newsmax", country: "US", paywall: false,
    domains: ["newsmax.com"], editions: ["top-us"],
    feeds: ["https://www.newsmax.com/rss/Newsfront/16/"],
    owner: "Newsmax Media (Christopher Ruddy)", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "oan", name: "One America News Network", country: "US", paywall: false,
    domains: ["oann.com"], editions: ["top-us"],
    feeds: ["https://www.oann.com/feed/"],
    owner: "Herring Networks", ownershipType: "individual/family", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "democracy-now", name: "Democracy Now!", country: "US", paywall: false,
    domains: ["democracynow.org"], editions: ["top-us"],
    feeds: ["https://www.democracynow.org/democracynow.rss"],
    owner: "Democracy Now! Productions (non-profit)", ownershipType: "nonprofit", ownershipSource: OPENGROUND_EDITORS,
  },
];
