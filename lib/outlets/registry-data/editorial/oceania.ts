import type { CuratedOutlet } from "../../import/editorial";
import { KAGI_MEDIA_DATA, OPENGROUND_EDITORS } from "../../rating-sources";

// Oceania.
// The editors' facts: identity, editions, feeds and owner. Ratings are added by the import from the
// datasets (npm run outlets -- import --datasets), never typed here.
export const OCEANIA_OUTLETS: CuratedOutlet[] = [
  {
    id: "abc-australia", name: "ABC News (Australia)", country: "AU", paywall: false,
    domains: ["abc.net.au"], editions: ["top-oceania"],
    feeds: [
      "https://www.abc.net.au/news/feed/2942460/rss.xml",
      "https://www.abc.net.au/news/feed/46182/rss.xml",
      "https://www.abc.net.au/news/feed/51892/rss.xml",
    ],
    owner: "Australian Government", ownershipType: "state funded", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "sydney-morning-herald", name: "The Sydney Morning Herald", country: "AU", paywall: true,
    domains: ["smh.com.au"], editions: ["top-oceania"],
    feeds: ["https://www.smh.com.au/rss/feed.xml"],
    owner: "Nine Entertainment", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "the-age", name: "The Age", country: "AU", paywall: true,
    domains: ["theage.com.au"], editions: ["top-oceania"],
    feeds: [
      "https://www.theage.com.au/rss/feed.xml",
      "https://www.theage.com.au/rss/national.xml",
    ],
    owner: "Nine Entertainment", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "news-com-au", name: "news.com.au", country: "AU", paywall: false,
    domains: ["news.com.au"], editions: ["top-oceania"],
    feeds: ["https://www.news.com.au/content-feeds/latest-news-national/"],
    owner: "News Corp Australia", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "sbs-news", name: "SBS News", country: "AU", paywall: false,
    domains: ["sbs.com.au"], editions: ["top-oceania"],
    feeds: ["https://www.sbs.com.au/news/topic/australia/feed"],
    owner: "Special Broadcasting Service", ownershipType: "state funded", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "crikey", name: "Crikey", country: "AU", paywall: true,
    domains: ["crikey.com.au"], editions: ["top-oceania"],
    feeds: ["https://www.crikey.com.au/feed/"],
    owner: "Private Media Pty Ltd", ownershipType: "independent", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "the-conversation", name: "The Conversation", country: "AU", paywall: false,
    domains: ["theconversation.com"], editions: ["top-oceania", "top"],
    feeds: [
      "https://theconversation.com/au/articles.atom",
      "https://theconversation.com/nz/articles.atom",
    ],
    owner: "The Conversation Media Group Ltd", ownershipType: "nonprofit", ownershipSource: KAGI_MEDIA_DATA,
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
  },
  {
    id: "nz-herald", name: "The New Zealand Herald", country: "NZ", paywall: false,
    domains: ["nzherald.co.nz"], editions: ["top-oceania"],
    feeds: [
      "https://www.nzherald.co.nz/arc/outboundfeeds/rss/section/nz/?outputType=xml&_website=nzh",
      "https://www.nzherald.co.nz/arc/outboundfeeds/rss/section/world/?outputType=xml&_website=nzh",
    ],
    owner: "New Zealand Media and Entertainment", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "stuff", name: "Stuff", country: "NZ", paywall: false,
    domains: ["stuff.co.nz"], editions: ["top-oceania"],
    feeds: ["https://www.stuff.co.nz/rss"],
    owner: "Stuff Limited", ownershipType: "individual/family", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "the-spinoff", name: "The Spinoff", country: "NZ", paywall: false,
    domains: ["thespinoff.co.nz"], editions: ["top-oceania"],
    feeds: ["https://thespinoff.co.nz/feed"],
    owner: "The Spinoff Ltd", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
  },
];
