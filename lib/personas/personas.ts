import type { LeanSpan } from "./lean";
import type { PersonaMotif } from "./persona-art";

// The eight reader personas of spec §1 ("title, lean label, description, colour-bar segments, eight
// outlets, a list of interests, and square and wide images"). The facts a person chose live here; the
// lean label, colour bar and images are derived (lean.ts, persona-segments.ts, persona-art.ts) so they
// cannot disagree with the outlets. Outlet ids are lib/outlets registry ids whose derived bias lies in
// the persona's lean; interest ids are topics of lib/news/interests/taxonomy.ts. Both are checked by
// personas.test.ts. Eight interests at most: choosing a persona must stay under the free plan's
// follow limit (lib/accounts/limits.ts) with room to add a few more.

export interface PersonaFacts {
  id: string;
  title: string;
  lean: LeanSpan;
  description: string;
  /** Spec §9: "Each persona lists 8 outlets". */
  outletIds: readonly string[];
  /** Topic ids (taxonomy.ts). */
  interestIds: readonly number[];
  art: { motif: PersonaMotif; background: string; accent: string; ink: string };
}

export const PERSONA_FACTS: readonly PersonaFacts[] = [
  {
    id: "east-coast-urbanite",
    title: "East Coast Urbanite",
    lean: { from: "leanLeft", to: "center" },
    description: "Reads the papers of record on the commute: national politics, the markets, housing and the arts, from outlets that lean left or sit in the centre.",
    outletIds: ["new-york-times", "washington-post", "the-atlantic", "npr", "politico", "associated-press", "christian-science-monitor", "the-hill"],
    interestIds: [2, 4, 6, 41, 26, 39, 22],
    art: { motif: "skyline", background: "#1e3a5f", accent: "#f4b942", ink: "#dbe7f3" },
  },
  {
    id: "west-coast-innovator",
    title: "West Coast Innovator",
    lean: { from: "left", to: "leanLeft" },
    description: "Follows technology, AI, space and climate from the left and lean-left press, with an eye on the business of start-ups.",
    outletIds: ["salon", "huffpost", "vox", "slate", "bloomberg", "rolling-stone", "the-intercept", "mother-jones"],
    interestIds: [7, 8, 9, 29, 12, 5, 52],
    art: { motif: "waves", background: "#0f766e", accent: "#fde68a", ink: "#ccfbf1" },
  },
  {
    id: "mid-western-everyman",
    title: "Mid-Western Everyman",
    lean: { from: "center", to: "leanRight" },
    description: "Wants the straight story on jobs, prices, energy, health and the weather, and never misses the game, from centre and lean-right outlets.",
    outletIds: ["cbs-news", "the-hill", "christian-science-monitor", "reuters", "wall-street-journal", "newsweek", "reason", "washington-examiner"],
    interestIds: [4, 42, 30, 10, 32, 23, 25, 52],
    art: { motif: "fields", background: "#92400e", accent: "#facc15", ink: "#fef3c7" },
  },
  {
    id: "southern-patriot",
    title: "Southern Patriot",
    lean: { from: "leanRight", to: "right" },
    description: "Keeps up with Washington, the border, the military, faith and gun rights through lean-right and right-leaning outlets.",
    outletIds: ["fox-news", "daily-wire", "national-review", "washington-times", "new-york-post", "the-federalist", "the-blaze", "daily-caller"],
    interestIds: [2, 19, 33, 35, 50, 20, 53, 25],
    art: { motif: "star", background: "#7f1d1d", accent: "#f8fafc", ink: "#fecaca" },
  },
  {
    id: "global-moderate",
    title: "Global Moderate",
    lean: { from: "leanLeft", to: "leanRight" },
    description: "Reads the world's wires and quality press from lean left to lean right: diplomacy, Europe, the Middle East, Ukraine, China and the global economy.",
    outletIds: ["bbc-news", "the-economist", "reuters", "financial-times", "france-24", "the-conversation", "globe-and-mail", "wall-street-journal"],
    interestIds: [13, 14, 15, 16, 18, 4, 12],
    art: { motif: "globe", background: "#334155", accent: "#7dd3fc", ink: "#e2e8f0" },
  },
  {
    id: "global-traditionalist",
    title: "Global Traditionalist",
    lean: { from: "leanRight", to: "right" },
    description: "Follows Westminster, the Commonwealth, defence, faith and the public purse through lean-right and right-leaning papers in Britain, Canada and Australia.",
    outletIds: ["the-telegraph", "the-spectator", "daily-mail", "national-post", "herald-sun", "the-west-australian", "irish-independent", "toronto-sun"],
    interestIds: [1, 43, 51, 33, 4, 19, 50, 53],
    art: { motif: "columns", background: "#44403c", accent: "#d6b36a", ink: "#f5f5f4" },
  },
  {
    id: "global-progressive",
    title: "Global Progressive",
    lean: { from: "left", to: "leanLeft" },
    description: "Tracks the climate, human rights, labour and the Global South through left and lean-left outlets around the world.",
    outletIds: ["the-guardian", "al-jazeera", "new-statesman", "cbc-news", "abc-australia", "crikey", "the-independent", "el-pais"],
    interestIds: [12, 11, 38, 37, 42, 47, 48, 13],
    art: { motif: "leaf", background: "#166534", accent: "#bbf7d0", ink: "#dcfce7" },
  },
  {
    id: "culturally-curious",
    title: "Culturally Curious",
    lean: { from: "center", to: "center" },
    description: "Reads across borders for film, music, travel, science and sport, from outlets rated centre.",
    outletIds: ["christian-science-monitor", "the-conversation", "financial-times", "france-24", "rte", "rnz", "sky-news", "cbs-news"],
    interestIds: [26, 27, 28, 49, 9, 29, 24],
    art: { motif: "palette", background: "#6b21a8", accent: "#f9a8d4", ink: "#f3e8ff" },
  },
];
