import type { CuratedOutlet } from "../../import/editorial";
import { KAGI_MEDIA_DATA, OPENGROUND_EDITORS } from "../../rating-sources";
import { INTERCEPT_SPIN_OFF } from "./owner-sources";

// United States: magazines and nonprofit newsrooms.
// The editors' facts: identity, editions, feeds and owner. Ratings are added by the import from the
// datasets (npm run outlets -- import --datasets), never typed here.
export const US_MAGAZINES: CuratedOutlet[] = [
  {
    id: "the-atlantic", name: "The Atlantic", country: "US", paywall: true,
    domains: ["theatlantic.com"], editions: ["top-us"],
    feeds: [
      "https://www.theatlantic.com/feed/all/",
      "https://www.theatlantic.com/feed/best-of/",
    ],
    owner: "Emerson Collective (Laurene Powell Jobs)", ownershipType: "individual/family", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "vox", name: "Vox", country: "US", paywall: false,
    domains: ["vox.com"], editions: ["top-us"],
    feeds: [
      "https://www.vox.com/rss/index.xml",
      "https://www.vox.com/rss/politics/index.xml",
    ],
    owner: "Vox Media", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "mother-jones", name: "Mother Jones", country: "US", paywall: false,
    domains: ["motherjones.com"], editions: ["top-us"],
    feeds: ["https://www.motherjones.com/feed/"],
    owner: "Foundation for National Progress", ownershipType: "nonprofit", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "jacobin", name: "Jacobin", country: "US", paywall: false,
    domains: ["jacobin.com", "jacobinmag.com"], editions: ["top-us"],
    feeds: ["https://jacobin.com/feed/"],
    owner: "Jacobin Foundation", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "the-intercept", name: "The Intercept", country: "US", paywall: false,
    domains: ["theintercept.com"], editions: ["top-us"],
    feeds: ["https://theintercept.com/feed/"],
    owner: "The Intercept Media, Inc. (nonprofit)", ownershipType: "nonprofit", ownershipSource: INTERCEPT_SPIN_OFF,
  },
  {
    id: "slate", name: "Slate", country: "US", paywall: false,
    domains: ["slate.com"], editions: ["top-us"],
    feeds: ["https://slate.com/feeds/news-and-politics.rss"],
    owner: "Graham Holdings Company (Washington Post Company)", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "the-nation", name: "The Nation", country: "US", paywall: false,
    domains: ["thenation.com"], editions: ["top-us"],
    feeds: ["https://www.thenation.com/feed/?post_type=article"],
    owner: "The Nation Company", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "propublica", name: "ProPublica", country: "US", paywall: false,
    domains: ["propublica.org"], editions: ["top-us"],
    feeds: ["https://www.propublica.org/feeds/propublica/main"],
    owner: "Pro Publica, Inc. (non-profit)", ownershipType: "nonprofit", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "newsweek", name: "Newsweek", country: "US", paywall: false,
    domains: ["newsweek.com"], editions: ["top-us"],
    feeds: ["https://www.newsweek.com/rss"],
    owner: "Dev Pragad (50%), Johnathan Davis (50%)", ownershipType: "individual/family", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "reason", name: "Reason", country: "US", paywall: false,
    domains: ["reason.com"], editions: ["top-us"],
    feeds: ["https://reason.com/feed/"],
    owner: "Reason Foundation (non-profit)", ownershipType: "nonprofit", ownershipSource: KAGI_MEDIA_DATA,
  },
  {
    id: "national-review", name: "National Review", country: "US", paywall: false,
    domains: ["nationalreview.com"], editions: ["top-us"],
    feeds: ["https://www.nationalreview.com/feed/"],
    owner: "National Review, Inc.", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
  },
  {
    id: "washington-examiner", name: "Washington Examiner", country: "US", paywall: false,
    domains: ["washingtonexaminer.com"], editions: ["top-us"],
    feeds: ["https://www.washingtonexaminer.com/section/politics/feed/"],
    owner: "Clarity Media Group (Philip Anschutz)", ownershipType: "individual/family", ownershipSource: OPENGROUND_EDITORS,
  },
];
