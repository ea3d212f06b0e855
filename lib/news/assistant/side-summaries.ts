import { sideOf, type Bias, type Side } from "@/lib/news/bias-scale";
import { summarySentences } from "@/lib/news/summary/extractive-summary";

// "How each side tells it" (issue 22): for a story covered by more than one side, a short summary per
// side (left, centre, right) made of that side's own sentences, each naming the article it came from,
// chosen as the story summary is (most central to that side's coverage, no repeats).

export const SIDES: readonly Side[] = ["left", "center", "right"];
export const SIDE_SUMMARY_MAX_SENTENCES = 2;
export const SIDE_SUMMARY_MAX_CHARS = 360;

export interface SideArticle {
  id: number;
  title: string;
  description: string;
  outletId: string;
  outletName: string;
  bias: Bias;
  /** Epoch milliseconds. */
  publishedAt: number;
}

export interface SideSentence {
  text: string;
  articleId: number;
  outletId: string;
  outletName: string;
}

export interface SideSummary {
  side: Side;
  articleCount: number;
  sentences: SideSentence[];
}

/** One summary per covered side, left to right; none when fewer than two sides cover the story. */
export function sideSummaries(articles: readonly SideArticle[]): SideSummary[] {
  const bySide = new Map<Side, SideArticle[]>();
  for (const article of articles) {
    const side = sideOf(article.bias);
    if (side) bySide.set(side, [...(bySide.get(side) ?? []), article]);
  }
  if (bySide.size < 2) return [];
  return SIDES.flatMap((side) => {
    const members = bySide.get(side);
    if (!members) return [];
    const chosen = summarySentences(
      members.map((article) => ({
        title: article.title,
        lead: article.description,
        outletId: article.outletId,
        outletName: article.outletName,
        bias: article.bias,
        publishedAt: article.publishedAt,
      })),
      { maxSentences: SIDE_SUMMARY_MAX_SENTENCES, maxChars: SIDE_SUMMARY_MAX_CHARS },
    );
    // A side whose articles have no whole sentence to quote (headline-only feeds) shows its headlines.
    const sentences = chosen.length > 0 ? chosen.map(({ text, memberIndex }) => sentenceOf(members[memberIndex]!, text)) : members.slice(0, SIDE_SUMMARY_MAX_SENTENCES).map((article) => sentenceOf(article, article.title));
    return [{ side, articleCount: members.length, sentences }];
  });
}

function sentenceOf(article: SideArticle, text: string): SideSentence {
  return { text, articleId: article.id, outletId: article.outletId, outletName: article.outletName };
}
