import type { OutletInput } from "../outlet-schema";
import { allSides, mbfc2018, mbfc2024, mbfc2026, KAGI_MEDIA_DATA } from "../rating-sources";

// International. Facts only: ratings carry their rater, verbatim label and date (see rating-sources.ts);
// the shown bias and factuality are derived from them by derive-bias.ts and derive-factuality.ts.
// Feeds come from the Kagi feed lists where they list the outlet, otherwise from the outlet's own
// public feed addresses; owners from Kagi media_data where present (KAGI_MEDIA_DATA).
export const INTERNATIONAL_OUTLETS: OutletInput[] = [
  {
    id: "reuters", name: "Reuters", country: "GB", paywall: false,
    domains: ["reuters.com"], editions: ["top-us", "top", "top-uk", "top-eu"],
    feeds: [
      "https://www.reuters.com/arc/outboundfeeds/feed-partners/trf/category/business/environment/?outputType=xml",
      "https://news.google.com/rss/search?q=site:reuters.com&hl=en-US&gl=US&ceid=US:en",
    ],
    owner: "Thomson Reuters", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [allSides("Center", "reuters"), mbfc2024("least biased"), mbfc2026("center", "reuters")],
    factualityRatings: [mbfc2024("very high"), mbfc2026("very-high", "reuters")],
  },
  {
    id: "al-jazeera", name: "Al Jazeera English", country: "QA", paywall: false,
    domains: ["aljazeera.com"], editions: ["top"],
    feeds: ["https://www.aljazeera.com/xml/rss/all.xml"],
    owner: "Qatar Media Corporation (QMC)", ownershipType: "state funded", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      allSides("Lean Left", "al-jazeera-media-bias"),
      mbfc2018("left-center", "http://mediabiasfactcheck.com/al-jazeera/"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "al-jazeera"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/al-jazeera/"),
      mbfc2024("mixed"),
      mbfc2026("mixed", "al-jazeera"),
    ],
  },
];
