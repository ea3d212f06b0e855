import type { CuratedOutlet } from "../../import/editorial";
import { KAGI_MEDIA_DATA, OPENGROUND_EDITORS } from "../../rating-sources";

// United States: wires and newspapers.
// The editors' facts: identity, editions, feeds and owner. Ratings are added by the import from the
// datasets (npm run outlets -- import --datasets), never typed here.
export const US_NEWSPAPERS: CuratedOutlet[] = [
  {
    id: "associated-press", name: "Associated Press", country: "US", paywall: false,
    domains: ["apnews.com"], editions: ["top-us", "top", "top-uk", "top-ca", "top-eu", "top-oceania"],
    feeds: [
      "https://openrss.org/apnews.com/world-news",
      "https://openrss.org/apnews.com/us-news",
      "https://openrss.org/apnews.com/politics",
    ],
    owner: "U.S. newspaper and broadcast members (cooperative ownership)", ownershipType: "cooperative", ownershipSource: KAGI_MEDIA_DATA,
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
  },
  {
    id: "washington-post", name: "The Washington Post", country: "US", paywall: true,
    domains: ["washingtonpost.com"], editions: ["top-us"],
    feeds: [
      "https://feeds.washingtonpost.com/rss/national",
      "https://feeds.washingtonpost.com/rss/world",
      "https://feeds.washingtonpost.com/rss/politics",
    ],
    owner: "Nash Holdings (Jeff Bezos)", ownershipType: "individual/family", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "wall-street-journal", name: "The Wall Street Journal", country: "US", paywall: true,
    domains: ["wsj.com"], editions: ["top-us", "top"],
    feeds: ["https://feeds.a.dj.com/rss/RSSWorldNews.xml"],
    owner: "News Corp", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "usa-today", name: "USA Today", country: "US", paywall: false,
    domains: ["usatoday.com"], editions: ["top-us"],
    feeds: [
      "https://www.usatoday.com/news/nation/feed/",
      "https://www.usatoday.com/news/politics/feed/",
    ],
    owner: "Gannett", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "los-angeles-times", name: "Los Angeles Times", country: "US", paywall: true,
    domains: ["latimes.com"], editions: ["top-us"],
    feeds: [
      "https://www.latimes.com/politics/rss2.0.xml",
      "https://www.latimes.com/world-nation/rss2.0.xml",
    ],
    owner: "Patrick Soon-Shiong", ownershipType: "individual/family", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "new-york-post", name: "New York Post", country: "US", paywall: false,
    domains: ["nypost.com"], editions: ["top-us"],
    feeds: [
      "https://nypost.com/feed/",
      "https://nypost.com/us-news/feed/",
      "https://nypost.com/politics/feed/",
    ],
    owner: "News Corp (Rupert Murdoch)", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "washington-times", name: "The Washington Times", country: "US", paywall: false,
    domains: ["washingtontimes.com"], editions: ["top-us"],
    feeds: ["https://www.washingtontimes.com/rss/headlines/news/"],
    owner: "Operations Holdings (Unification movement)", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "christian-science-monitor", name: "The Christian Science Monitor", country: "US", paywall: false,
    domains: ["csmonitor.com"], editions: ["top-us", "top"],
    feeds: [
      "https://rss.csmonitor.com/feeds/all",
      "https://rss.csmonitor.com/feeds/usa",
    ],
    owner: "The First Church of Christ, Scientist", ownershipType: "nonprofit", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "mcclatchy", name: "McClatchy DC", country: "US", paywall: false,
    domains: ["mcclatchydc.com"], editions: ["top-us"],
    feeds: ["https://www.mcclatchydc.com/news/?getXmlFeed=true&widgetContentId=712015&widgetName=rssfeed"],
    owner: "McClatchy Media Company (Chatham Asset Management)", ownershipType: "private equity", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "epoch-times", name: "The Epoch Times", country: "US", paywall: true,
    domains: ["theepochtimes.com"], editions: ["top-us"],
    feeds: ["https://www.theepochtimes.com/feed"],
    owner: "Epoch Media Group", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "bloomberg", name: "Bloomberg", country: "US", paywall: true,
    domains: ["bloomberg.com"], editions: ["top-us", "top"],
    feeds: ["https://feeds.bloomberg.com/politics/news.rss"],
    owner: "Bloomberg L.P.", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
  },
];
