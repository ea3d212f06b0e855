import type { OutletInput } from "../outlet-schema";
import { allSides, mbfc2018, mbfc2024, mbfc2026, KAGI_MEDIA_DATA, OPENGROUND_EDITORS } from "../rating-sources";

// United States: magazines and nonprofit newsrooms. Facts only: ratings carry their rater, verbatim label and date (see rating-sources.ts);
// the shown bias and factuality are derived from them by derive-bias.ts and derive-factuality.ts.
// Feeds come from the Kagi feed lists where they list the outlet, otherwise from the outlet's own
// public feed addresses; owners from Kagi media_data where present (KAGI_MEDIA_DATA).
export const US_MAGAZINES: OutletInput[] = [
  {
    id: "the-atlantic", name: "The Atlantic", country: "US", paywall: true,
    domains: ["theatlantic.com"], editions: ["top-us"],
    feeds: ["https://www.theatlantic.com/feed/all/", "https://www.theatlantic.com/feed/best-of/"],
    owner: "Emerson Collective (Laurene Powell Jobs)", ownershipType: "individual/family", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Lean Left", "atlantic"),
      mbfc2018("left-center", "http://mediabiasfactcheck.com/the-atlantic/"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "the-atlantic"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/the-atlantic/"),
      mbfc2024("high"),
      mbfc2026("high", "the-atlantic"),
    ],
  },
  {
    id: "vox", name: "Vox", country: "US", paywall: false,
    domains: ["vox.com"], editions: ["top-us"],
    feeds: ["https://www.vox.com/rss/index.xml", "https://www.vox.com/rss/politics/index.xml"],
    owner: "Vox Media", ownershipType: "corporation", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Left", "vox-news-media-bias"),
      mbfc2018("left", "http://mediabiasfactcheck.com/vox/"),
      mbfc2024("left"),
      mbfc2026("left", "vox"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/vox/"),
      mbfc2024("high"),
      mbfc2026("mostly-factual", "vox"),
    ],
  },
  {
    id: "mother-jones", name: "Mother Jones", country: "US", paywall: false,
    domains: ["motherjones.com"], editions: ["top-us"],
    feeds: ["https://www.motherjones.com/feed/"],
    owner: "Foundation for National Progress", ownershipType: "nonprofit", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Left", "mother-jones-bias"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "mother-jones"),
    ],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "mother-jones")],
  },
  {
    id: "jacobin", name: "Jacobin", country: "US", paywall: false,
    domains: ["jacobin.com", "jacobinmag.com"], editions: ["top-us"],
    feeds: ["https://jacobin.com/feed/"],
    owner: "Jacobin Foundation", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Left", "jacobin-media-bias"),
      mbfc2018("left", "http://mediabiasfactcheck.com/jacobin/"),
      mbfc2024("left"),
      mbfc2026("left", "jacobin"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/jacobin/"),
      mbfc2024("high"),
      mbfc2026("high", "jacobin"),
    ],
  },
  {
    id: "the-intercept", name: "The Intercept", country: "US", paywall: false,
    domains: ["theintercept.com"], editions: ["top-us"],
    feeds: ["https://theintercept.com/feed/"],
    owner: "First Look Media (non-profit)", ownershipType: "nonprofit", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      allSides("Left", "intercept"),
      mbfc2018("left-center", "http://mediabiasfactcheck.com/the-intercept/"),
      mbfc2024("left"),
      mbfc2026("left", "the-intercept"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/the-intercept/"),
      mbfc2024("mixed"),
      mbfc2026("mostly-factual", "the-intercept"),
    ],
  },
  {
    id: "slate", name: "Slate", country: "US", paywall: false,
    domains: ["slate.com"], editions: ["top-us"],
    feeds: ["https://slate.com/feeds/all.rss", "http://www.slate.com/articles/news_and_politics.fulltext.all.10.rss"],
    owner: "Graham Holdings Company (Washington Post Company)", ownershipType: "corporation", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [
      allSides("Left", "slate"),
      mbfc2018("left", "http://mediabiasfactcheck.com/slate/"),
      mbfc2024("left"),
      mbfc2026("left", "slate"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/slate/"),
      mbfc2024("mixed"),
      mbfc2026("mostly-factual", "slate"),
    ],
  },
  {
    id: "the-nation", name: "The Nation", country: "US", paywall: false,
    domains: ["thenation.com"], editions: ["top-us"],
    feeds: ["https://www.thenation.com/feed/?post_type=article"],
    owner: "The Nation Company", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
    ratings: [allSides("Left", "nation-media-bias"), mbfc2024("left"), mbfc2026("left", "the-nation")],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "the-nation")],
  },
  {
    id: "propublica", name: "ProPublica", country: "US", paywall: false,
    domains: ["propublica.org"], editions: ["top-us"],
    feeds: ["https://www.propublica.org/feeds/propublica/main"],
    owner: "Pro Publica, Inc. (non-profit)", ownershipType: "nonprofit", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Lean Left", "propublica"),
      mbfc2018("left-center", "http://mediabiasfactcheck.com/propublica/"),
      mbfc2024("left-center"),
      mbfc2026("left-center", "propublica"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/propublica/"),
      mbfc2024("high"),
      mbfc2026("high", "propublica"),
    ],
  },
  {
    id: "newsweek", name: "Newsweek", country: "US", paywall: false,
    domains: ["newsweek.com"], editions: ["top-us"],
    feeds: ["https://www.newsweek.com/rss"],
    owner: "Dev Pragad (50%), Johnathan Davis (50%)", ownershipType: "individual/family", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [allSides("Center", "newsweek"), mbfc2024("right-center"), mbfc2026("right-center", "newsweek")],
    factualityRatings: [mbfc2024("mixed"), mbfc2026("mostly-factual", "newsweek")],
  },
  {
    id: "reason", name: "Reason", country: "US", paywall: false,
    domains: ["reason.com"], editions: ["top-us"],
    feeds: ["https://reason.com/feed/"],
    owner: "Reason Foundation (non-profit)", ownershipType: "nonprofit", ownershipSource: KAGI_MEDIA_DATA,
    ratings: [allSides("Lean Right", "reason"), mbfc2024("right-center"), mbfc2026("right-center", "reason")],
    factualityRatings: [mbfc2024("high"), mbfc2026("high", "reason")],
  },
  {
    id: "national-review", name: "National Review", country: "US", paywall: false,
    domains: ["nationalreview.com"], editions: ["top-us"],
    feeds: ["https://www.nationalreview.com/feed/"],
    owner: "National Review, Inc.", ownershipType: "independent", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Right", "national-review"),
      mbfc2018("right", "http://mediabiasfactcheck.com/national-review/"),
      mbfc2024("right"),
      mbfc2026("right", "national-review"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/national-review/"),
      mbfc2024("mixed"),
      mbfc2026("mostly-factual", "national-review"),
    ],
  },
  {
    id: "washington-examiner", name: "Washington Examiner", country: "US", paywall: false,
    domains: ["washingtonexaminer.com"], editions: ["top-us"],
    feeds: ["https://www.washingtonexaminer.com/section/politics/feed/"],
    owner: "Clarity Media Group (Philip Anschutz)", ownershipType: "individual/family", ownershipSource: OPENGROUND_EDITORS,
    ratings: [
      allSides("Lean Right", "washington-examiner"),
      mbfc2018("right-center", "http://mediabiasfactcheck.com/washington-examiner/"),
      mbfc2024("right"),
      mbfc2026("right-center", "washington-examiner"),
    ],
    factualityRatings: [
      mbfc2018("high", "http://mediabiasfactcheck.com/washington-examiner/"),
      mbfc2024("mixed"),
      mbfc2026("mostly-factual", "washington-examiner"),
    ],
  },
];
