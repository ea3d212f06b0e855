import type { Bias } from "@/lib/news/bias-scale";
import { splitSentences } from "@/lib/news/summary/split-sentences";

// The story's own words, sentence by sentence (issue 22): what the article assistant retrieves from and
// cites. Each article gives its title, its feed summary and its full text where the engine stored one.

/** One member article of a story, as the assistant reads it. */
export interface AssistantArticle {
  id: number;
  outletId: string;
  outletName: string;
  bias: Bias;
  /** The article at its outlet. */
  url: string;
  title: string;
  /** The feed's summary, HTML already stripped. */
  description: string;
  /** The full text when stored, else "". */
  text: string;
}

/** One sentence of one article: the unit the assistant ranks, quotes and cites. */
export interface Passage {
  articleId: number;
  url: string;
  outletId: string;
  outletName: string;
  text: string;
  /** Multiplies the passage's score: a headline names the story more than it answers about it. */
  weight: number;
}

/**
 * A headline's weight. Headlines repeat a question's words ("Homeowners face higher taxes under housing
 * levy" for "How much will homeowners pay under the levy?") without the answer, which the body gives.
 */
export const TITLE_WEIGHT = 0.6;

/** Fewer words than this say nothing a reader can use ("Read more.", "Photo: AP."). */
const MIN_WORDS = 4;
/** A "sentence" longer than this is a scraped block without punctuation: not a quotable sentence. */
const MAX_CHARS = 600;

function usable(sentence: string): boolean {
  return sentence.length <= MAX_CHARS && sentence.split(" ").length >= MIN_WORDS;
}

/** Every usable sentence of the articles, in article order; a sentence an article repeats (summary and text) once. */
export function storyPassages(articles: readonly AssistantArticle[]): Passage[] {
  const passages: Passage[] = [];
  for (const article of articles) {
    const seen = new Set<string>();
    const source = { articleId: article.id, url: article.url, outletId: article.outletId, outletName: article.outletName };
    for (const [part, weight] of [
      [article.title, TITLE_WEIGHT],
      [article.description, 1],
      [article.text, 1],
    ] as const) {
      for (const sentence of splitSentences(part)) {
        if (!usable(sentence) || seen.has(sentence)) continue;
        seen.add(sentence);
        passages.push({ ...source, text: sentence, weight });
      }
    }
  }
  return passages;
}
