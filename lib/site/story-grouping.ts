// "Why these articles were grouped" on the story page (issue 4), from the clusterer's record of each
// join (lib/news/cluster/explain-match.ts: the terms that weighed most against the closest member and
// the names shared with the story). Pure: it only counts and orders what the engine stored.

/** Why the split pass took an article out of the story it was in (lib/news/cluster/split-stories.ts). */
export interface SplitWhy {
  fromStoryId: number;
  /**
   * "threshold": the two groups' mean pair score fell below the split threshold; "core": the articles
   * hung on the others loosely; "fit": one article with a full text fitted the rest of its story
   * (`score`) below the fit floor.
   */
  rule: "threshold" | "core" | "fit";
  /** Mean pair score between the reports that left and those that stayed. */
  score: number;
  /** Mean pair score within the reports that left and within those that stayed (null for one report). */
  within: number | null;
  kept: number | null;
  /** The split pass's pair rules that lowered `score`, most pairs first, and `score` without them (absent on older splits). */
  rules?: SplitPairRule[];
  before?: number;
}

/** A rule of the split pass (lib/news/cluster/split-stories.ts, `PairRuleName`). */
export type SplitPairRule = "anchor" | "stage" | "genre" | "reaction" | "time" | "broad" | "conflict";

/** What each pair rule of the split pass found, in a reader's words ("why split"). */
export const SPLIT_RULE_WORDS: Record<SplitPairRule, string> = {
  stage: "their headlines name different stages of a court case (such as a plea and a sentence)",
  genre: "one side is a photo gallery or an interview programme, the other a news report",
  reaction: "one side\u2019s headline announces others\u2019 reactions to the news (such as posts on social media, a late-night host\u2019s jokes or a celebrity cheering in the stands), not the news itself",
  time: "they were published more than 16 hours apart",
  broad: "they share only words found in many other headlines (such as \u201cTrump\u201d or \u201cHouse\u201d), no name or term of their own",
  conflict: "each headline names a place, organisation or person that the other report never mentions (such as two shootings in two cities)",
  anchor: "most of what they share rests on a single word or name",
};

/**
 * The sentence "why split" adds for the rules that acted, or null when the words alone split them:
 * the rules, most pairs first, and the score before them; with the threshold rule, whether the story
 * would have stayed whole without them.
 */
export function splitRulesSentence(split: Pick<SplitWhy, "rule" | "rules" | "before">, threshold: number): string | null {
  if (!split.rules || split.rules.length === 0 || split.before === undefined) return null;
  const decisive = split.rule === "threshold" && split.before >= threshold;
  return `The grouping rules lowered it from ${split.before.toFixed(2)}, what the words alone give: ${split.rules.map((rule) => SPLIT_RULE_WORDS[rule]).join("; ")}.${decisive ? " Without these rules the story would have stayed whole." : ""}`;
}

export interface GroupedArticle {
  publishedAt: string;
  outlet: { name: string };
  why: { score: number; sharedTerms: string[]; sharedEntities: string[]; split: SplitWhy | null };
}

/** Articles that came out of one story by a split, with why. */
export interface SplitOrigin extends SplitWhy {
  articles: number;
}

export interface SharedCue {
  text: string;
  /** Articles that joined partly on it. */
  articles: number;
}

export interface GroupingReasons {
  /** The article that started the story (the clusterer records no match for it), earliest such. */
  starter: { outletName: string; publishedAt: string } | null;
  /** Articles that joined by a recorded match. */
  joinedCount: number;
  entities: SharedCue[];
  terms: SharedCue[];
  scores: { lowest: number; highest: number } | null;
  /** "Why split": the stories some of these articles were taken out of, and why (oldest first). */
  splits: SplitOrigin[];
}

function tally(lists: readonly string[][], limit: number): SharedCue[] {
  const counts = new Map<string, { text: string; articles: number; first: number }>();
  lists.forEach((list, index) => {
    for (const text of new Set(list)) {
      const key = text.toLowerCase();
      const held = counts.get(key);
      if (held) held.articles++;
      else counts.set(key, { text, articles: 1, first: index });
    }
  });
  return [...counts.values()]
    .sort((a, b) => b.articles - a.articles || a.first - b.first)
    .slice(0, limit)
    .map(({ text, articles }) => ({ text, articles }));
}

export function groupingReasons(articles: readonly GroupedArticle[], limits = { entities: 8, terms: 10 }): GroupingReasons {
  const ordered = [...articles].sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt));
  const joined = ordered.filter((article) => article.why.sharedTerms.length > 0 || article.why.sharedEntities.length > 0);
  const starter = ordered.find((article) => !joined.includes(article));
  const scores = joined.map((article) => article.why.score);
  return {
    starter: starter ? { outletName: starter.outlet.name, publishedAt: starter.publishedAt } : null,
    joinedCount: joined.length,
    entities: tally(
      joined.map((article) => article.why.sharedEntities),
      limits.entities,
    ),
    terms: tally(
      joined.map((article) => article.why.sharedTerms),
      limits.terms,
    ),
    scores: scores.length ? { lowest: Math.min(...scores), highest: Math.max(...scores) } : null,
    splits: splitOrigins(ordered),
  };
}

/** One entry per story the split pass took some of these articles out of, with its recorded reason. */
function splitOrigins(articles: readonly GroupedArticle[]): SplitOrigin[] {
  const origins = new Map<number, SplitOrigin>();
  for (const { why } of articles) {
    if (!why.split) continue;
    const held = origins.get(why.split.fromStoryId);
    if (held) held.articles++;
    else origins.set(why.split.fromStoryId, { ...why.split, articles: 1 });
  }
  return [...origins.values()];
}
