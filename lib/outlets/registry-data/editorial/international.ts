import type { CuratedOutlet } from "../../import/editorial";
import { KAGI_MEDIA_DATA } from "../../rating-sources";

// International.
// The editors' facts: identity, editions, feeds and owner. Ratings are added by the import from the
// datasets (npm run outlets -- import --datasets), never typed here.
export const INTERNATIONAL_OUTLETS: CuratedOutlet[] = [
  {
    id: "reuters", name: "Reuters", country: "GB", paywall: false,
    domains: ["reuters.com"], editions: ["top-us", "top", "top-uk", "top-ca", "top-eu", "top-oceania"],
    feeds: ["https://openrss.org/www.reuters.com/world/"],
    owner: "Thomson Reuters", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "al-jazeera", name: "Al Jazeera English", country: "QA", paywall: false,
    domains: ["aljazeera.com"], editions: ["top"],
    feeds: ["https://www.aljazeera.com/xml/rss/all.xml"],
    owner: "Qatar Media Corporation (QMC)", ownershipType: "state funded", ownershipSource: KAGI_MEDIA_DATA,
  },
];
