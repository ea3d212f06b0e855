// "Why these articles were grouped" on the story page (issue 4), from the clusterer's record of each
// join (lib/news/cluster/explain-match.ts: the terms that weighed most against the closest member and
// the names shared with the story). Pure: it only counts and orders what the engine stored.

/** Why the split pass took an article out of the story it was in (lib/news/cluster/split-stories.ts). */
export interface SplitWhy {
  fromStoryId: number;
  /** "threshold": the two groups' mean pair score fell below the split threshold; "core": the articles hung on the others loosely. */
  rule: "threshold" | "core";
  /** Mean pair score between the reports that left and those that stayed. */
  score: number;
  /** Mean pair score within the reports that left and within those that stayed (null for one report). */
  within: number | null;
  kept: number | null;
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
