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
  title: string;
  /** The feed's summary, HTML already stripped. */
  description: string;
  /** The full text when stored, else "". */
  text: string;
}

/** One sentence of one article: the unit the assistant ranks, quotes and cites. */
export interface Passage {
  articleId: number;
  outletId: string;
  outletName: string;
  text: string;
}

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
    const source = { articleId: article.id, outletId: article.outletId, outletName: article.outletName };
    for (const part of [article.title, article.description, article.text]) {
      for (const sentence of splitSentences(part)) {
        if (!usable(sentence) || seen.has(sentence)) continue;
        seen.add(sentence);
        passages.push({ ...source, text: sentence });
      }
    }
  }
  return passages;
}
