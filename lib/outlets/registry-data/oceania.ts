import type { OutletInput } from "../outlet-schema";
import { mbfc2018, mbfc2024, mbfc2026, KAGI_MEDIA_DATA, OPENGROUND_EDITORS } from "../rating-sources";

// Oceania. Facts only: ratings carry their rater, verbatim label and date (see rating-sources.ts);
// the shown bias and factuality are derived from them by derive-bias.ts and derive-factuality.ts.
// Feeds come from the Kagi feed lists where they list the outlet, otherwise from the outlet's own
// public feed addresses; owners from Kagi media_data where present (KAGI_MEDIA_DATA).
export const OCEANIA_OUTLETS: OutletInput[] = [
  {
    id: "abc-australia", name: "ABC News (Australia)", country: "AU", paywall: false,
    domains: ["abc.net.au"], editions: ["top-oceania"],
    feeds: [
      "https://www.abc.net.au/news/feed/2942460/rss.xml",
      "https://www.abc.net.au/news/feed/46182/rss.xml",
      "https://www.abc.net.au/news/feed/51892/rss.xml",
    ],
    owner: "Australian Government", ownershipType: "state funded", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [mbfc2024("left-center"), mbfc2026("left-center", "abc-news-australia")],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "abc-news-australia")],
  },
  {
    id: "sydney-morning-herald", name: "The Sydney Morning Herald", country: "AU", paywall: true,
    domains: ["smh.com.au"], editions: ["top-oceania"],
    feeds: ["https://www.smh.com.au/rss/feed.xml"],
    owner: "Nine Entertainment", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [mbfc2024("left-center"), mbfc2026("left-center", "the-sydney-morning-herald")],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "the-sydney-morning-herald")],
  },
  {
    id: "the-age", name: "The Age", country: "AU", paywall: true,
    domains: ["theage.com.au"], editions: ["top-oceania"],
    feeds: ["https://www.theage.com.au/rss/feed.xml", "https://www.theage.com.au/rss/national.xml"],
    owner: "Nine Entertainment", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [mbfc2024("left-center"), mbfc2026("left-center", "the-age-australia")],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "the-age-australia")],
  },
  {
    id: "the-australian", name: "The Australian", country: "AU", paywall: true,
    domains: ["theaustralian.com.au"], editions: ["top-oceania"],
    feeds: [],
    owner: "News Corp Australia", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      mbfc2018("right-center", "http://mediabiasfactcheck.com/the-australian/"),
      mbfc2024("right-center"),
      mbfc2026("right-center", "the-australian"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/the-australian/"),
      mbfc2024("mixed"),
      mbfc2026("mixed", "the-australian"),
    ],
  },
  {
    id: "sky-news-australia", name: "Sky News Australia", country: "AU", paywall: false,
    domains: ["skynews.com.au"], editions: ["top-oceania"],
    feeds: [],
    owner: "News Corp Australia", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [mbfc2024("right"), mbfc2026("right", "sky-news-australia")],
    factualityRatings: [mbfc2024("mixed"), mbfc2026("mixed", "sky-news-australia")],
  },
  {
    id: "news-com-au", name: "news.com.au", country: "AU", paywall: false,
    domains: ["news.com.au"], editions: ["top-oceania"],
    feeds: ["https://www.news.com.au/content-feeds/latest-news-national/"],
    owner: "News Corp Australia", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      mbfc2018("left-center", "http://mediabiasfactcheck.com/news-com-au/"),
      mbfc2024("right-center"),
      mbfc2026("right-center", "news-com-au"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/news-com-au/"),
      mbfc2024("mixed"),
      mbfc2026("mostly-factual", "news-com-au"),
    ],
  },
  {
    id: "sbs-news", name: "SBS News", country: "AU", paywall: false,
    domains: ["sbs.com.au"], editions: ["top-oceania"],
    feeds: ["https://www.sbs.com.au/news/topic/australia/feed"],
    owner: "Special Broadcasting Service", ownershipType: "state funded", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [mbfc2024("left-center"), mbfc2026("left-center", "special-broadcasting-service-sbs")],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "special-broadcasting-service-sbs")],
  },
  {
    id: "crikey", name: "Crikey", country: "AU", paywall: true,
    domains: ["crikey.com.au"], editions: ["top-oceania"],
    feeds: ["https://www.crikey.com.au/feed/"],
    owner: "Private Media Pty Ltd", ownershipType: "independent", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [mbfc2024("left"), mbfc2026("left", "crikey")],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "crikey")],
  },
  {
    id: "the-conversation", name: "The Conversation", country: "AU", paywall: false,
    domains: ["theconversation.com"], editions: ["top-oceania", "top"],
    feeds: ["https://theconversation.com/au/articles.atom", "https://theconversation.com/nz/articles.atom"],
    owner: "The Conversation Media Group Ltd", ownershipType: "nonprofit", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [mbfc2024("least biased"), mbfc2026("center", "the-conversation")],
    factualityRatings: [mbfc2024("very high"), mbfc2026("very-high", "the-conversation")],
  },
  {
    id: "rnz", name: "RNZ", country: "NZ", paywall: false,
    domains: ["rnz.co.nz"], editions: ["top-oceania"],
    feeds: [
      "https://www.rnz.co.nz/rss/national.xml",
      "https://www.rnz.co.nz/rss/political.xml",
      "https://www.rnz.co.nz/rss/pacific.xml",
    ],
    owner: "New Zealand Government", ownershipType: "state funded", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [mbfc2026("center", "rnz-radio-new-zealand-bias")],
    factualityRatings: [mbfc2026("high", "rnz-radio-new-zealand-bias")],
  },
  {
    id: "nz-herald", name: "The New Zealand Herald", country: "NZ", paywall: false,
    domains: ["nzherald.co.nz"], editions: ["top-oceania"],
    feeds: [
      "https://www.nzherald.co.nz/arc/outboundfeeds/rss/section/nz/?outputType=xml&_website=nzh",
      "https://www.nzherald.co.nz/arc/outboundfeeds/rss/section/world/?outputType=xml&_website=nzh",
    ],
    owner: "New Zealand Media and Entertainment", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      mbfc2018("center", "https://mediabiasfactcheck.com/new-zealand-herald/"),
      mbfc2026("center", "new-zealand-herald"),
    ],
    factualityRatings: [
      mbfc2018("high", "https://mediabiasfactcheck.com/new-zealand-herald/"),
      mbfc2024("high"),
      mbfc2026("high", "new-zealand-herald"),
    ],
  },
  {
    id: "stuff", name: "Stuff", country: "NZ", paywall: false,
    domains: ["stuff.co.nz"], editions: ["top-oceania"],
    feeds: ["https://www.stuff.co.nz/rss"],
    owner: "Stuff Limited", ownershipType: "individual/family", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [mbfc2026("left-center", "stuff")],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "stuff")],
  },
  {
    id: "the-spinoff", name: "The Spinoff", country: "NZ", paywall: false,
    domains: ["thespinoff.co.nz"], editions: ["top-oceania"],
    feeds: ["https://thespinoff.co.nz/feed"],
    owner: "The Spinoff Ltd", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
    ratings: [mbfc2026("left-center", "the-spinoff-bias")],
    factualityRatings: [mbfc2026("high", "the-spinoff-bias")],
  },
];
