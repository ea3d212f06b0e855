import { sideOf, type Bias } from "@/lib/news/bias-scale";
import type { SidedArticle } from "./story-sides";

// The story page's headline comparison (issue 4: "left vs right framing side by side"). Pure.
//
// Which headline speaks for a side: the one from the outlet furthest along that side of the scale, since
// framing differs most at the ends (a far-left and a far-right headline show the contrast a lean-left
// and a lean-right one may blur); among equals, the earliest, which set the framing others followed.
// Wire copy often runs word for word on both sides; a pair with identical wording shows no framing,
// so a right-hand headline that differs from the chosen left one is preferred when there is one.

export interface HeadlineArticle extends SidedArticle {
  title: string;
}

const STRENGTH: Partial<Record<Bias, number>> = { farLeft: 3, left: 2, leanLeft: 1, leanRight: 1, right: 2, farRight: 3 };

const comparable = (title: string) => title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

function strongestFirst<A extends HeadlineArticle>(articles: readonly A[], side: "left" | "right"): A[] {
  return articles
    .map((article, index) => ({ article, index }))
    .filter(({ article }) => sideOf(article.outlet.bias) === side)
    .sort(
      (a, b) =>
        (STRENGTH[b.article.outlet.bias] ?? 0) - (STRENGTH[a.article.outlet.bias] ?? 0) ||
        Date.parse(a.article.publishedAt) - Date.parse(b.article.publishedAt) ||
        a.index - b.index,
    )
    .map(({ article }) => article);
}

/** A left-leaning and a right-leaning headline to set side by side, or null unless both sides have one. */
export function chooseHeadlineComparison<A extends HeadlineArticle>(articles: readonly A[]): { left: A; right: A } | null {
  const left = strongestFirst(articles, "left")[0];
  const rights = strongestFirst(articles, "right");
  if (!left || rights.length === 0) return null;
  const right = rights.find((candidate) => comparable(candidate.title) !== comparable(left.title)) ?? rights[0]!;
  return { left, right };
}
