import { SIDE_LABELS } from "@/lib/news/bias-labels";
import { sideOf, type Bias, type Side } from "@/lib/news/bias-scale";
import { summarySentences } from "@/lib/news/summary/extractive-summary";
import type { StoryMemberText } from "@/lib/news/summary/story-member";
import { answerFromReply, type ChatMessage, type Source } from "./answer";

// "How each side tells it" (issue 22): for a story covered by more than one side, a short summary per
// side (left, centre, right) made of that side's own sentences, each naming the article it came from,
// chosen as the story summary is (most central to that side's coverage, no repeats). With a language
// model configured, it writes each side's summary from that side's best sentences only, citing them.

export const SIDES: readonly Side[] = ["left", "center", "right"];
export const SIDE_SUMMARY_MAX_SENTENCES = 2;
export const SIDE_SUMMARY_MAX_CHARS = 360;
/** The sentences of a side a language model is given. */
export const SIDE_CONTEXT_SENTENCES = 6;

export interface SideArticle {
  id: number;
  title: string;
  description: string;
  url: string;
  outletId: string;
  outletName: string;
  bias: Bias;
  /** Epoch milliseconds. */
  publishedAt: number;
}

/** An article a summary sentence rests on. */
export interface SideSource {
  articleId: number;
  url: string;
  outletName: string;
}

export interface SideSentence {
  text: string;
  sources: SideSource[];
}

export interface SideSummary {
  side: Side;
  articleCount: number;
  sentences: SideSentence[];
  via: "extractive" | "model";
}

/** A covered side's articles and its best sentences, numbered for a model's citations. */
export interface SideContext {
  side: Side;
  articles: SideArticle[];
  context: Source[];
}

function memberText(article: SideArticle): StoryMemberText {
  return { title: article.title, lead: article.description, outletId: article.outletId, outletName: article.outletName, bias: article.bias, publishedAt: article.publishedAt };
}

function sourceOf(article: SideArticle): SideSource {
  return { articleId: article.id, url: article.url, outletName: article.outletName };
}

/** Each covered side with its articles and best sentences, left to right; none when fewer than two sides cover the story. */
export function sideContexts(articles: readonly SideArticle[]): SideContext[] {
  const bySide = new Map<Side, SideArticle[]>();
  for (const article of articles) {
    const side = sideOf(article.bias);
    if (side) bySide.set(side, [...(bySide.get(side) ?? []), article]);
  }
  if (bySide.size < 2) return [];
  return SIDES.flatMap((side) => {
    const members = bySide.get(side);
    if (!members) return [];
    const best = summarySentences(members.map(memberText), { maxSentences: SIDE_CONTEXT_SENTENCES, maxChars: Number.POSITIVE_INFINITY });
    const context = best.map(({ text, memberIndex }, index) => {
      const article = members[memberIndex]!;
      return { n: index + 1, articleId: article.id, url: article.url, outletId: article.outletId, outletName: article.outletName, text };
    });
    return [{ side, articles: members, context }];
  });
}

/** A side's summary from its own sentences: the best ones within the length; its headlines when it has no whole sentence. */
export function extractiveSideSummary({ side, articles, context }: SideContext): SideSummary {
  const sentences: SideSentence[] = [];
  let length = 0;
  for (const source of context) {
    if (sentences.length >= SIDE_SUMMARY_MAX_SENTENCES) break;
    if (length + source.text.length > SIDE_SUMMARY_MAX_CHARS) continue;
    sentences.push({ text: source.text, sources: [{ articleId: source.articleId, url: source.url, outletName: source.outletName }] });
    length += source.text.length + 1;
  }
  // A side whose articles have no whole sentence to quote (headline-only feeds) shows its headlines.
  const shown = sentences.length > 0 ? sentences : articles.slice(0, SIDE_SUMMARY_MAX_SENTENCES).map((article) => ({ text: article.title, sources: [sourceOf(article)] }));
  return { side, articleCount: articles.length, sentences: shown, via: "extractive" };
}

/** One summary per covered side, left to right, offline; none when fewer than two sides cover the story. */
export function sideSummaries(articles: readonly SideArticle[]): SideSummary[] {
  return sideContexts(articles).map(extractiveSideSummary);
}

/** The chat messages asking a model for one side's summary, from that side's sentences only. */
export function sideSummaryMessages({ side, context }: SideContext): ChatMessage[] {
  return [
    {
      role: "system",
      content:
        "You summarise how the outlets of one side of the political spectrum tell a news story, using only the numbered sentences quoted from their articles. " +
        "Use nothing else you know and add no opinion. Write at most two short sentences and end each with the numbers of the sentences it rests on, like [2] or [1][3].",
    },
    { role: "user", content: `${SIDE_LABELS[side]} outlets' sentences:\n${context.map((source) => `[${source.n}] (${source.outletName}) ${source.text}`).join("\n")}` },
  ];
}

/** A model's summary of a side, each sentence with its sources; null when it cites none of the sentences. */
export function sideSummaryFromReply(entry: SideContext, reply: string): SideSummary | null {
  const answer = answerFromReply(reply, entry.context);
  if (!answer || !answer.answered) return null;
  const byNumber = new Map(entry.context.map((source) => [source.n, source]));
  const sentences = answer.parts
    .filter((part) => part.cites.length > 0)
    .map((part) => ({
      text: part.text,
      sources: part.cites.map((n) => byNumber.get(n)!).map((source) => ({ articleId: source.articleId, url: source.url, outletName: source.outletName })),
    }));
  return { side: entry.side, articleCount: entry.articles.length, sentences, via: "model" };
}
