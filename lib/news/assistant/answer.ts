import { overlapCoefficient } from "@/lib/news/summary/terms";
import { splitSentences } from "@/lib/news/summary/split-sentences";
import { indexPassages, rankPassages, termsOf, type PassageIndex, type RankedPassage } from "./passage-index";
import { storyPassages, type AssistantArticle } from "./passages";

// The article assistant's answers (issue 22): retrieve the story's sentences that answer a question and
// compose an answer from them, each part citing the article it came from; or say that the articles do
// not answer it. Offline this is the whole answer (extractive); with a language model configured, the
// retrieved sentences are its only context and its reply must cite them (chat.ts).

export const NOT_ANSWERED = "The articles in this story do not answer that question.";

/**
 * A question is answered only when one sentence holds at least this share of the question's weight
 * (each term weighs its idf; a term no article uses weighs most): "What did the minister say about the
 * tariffs?" needs a sentence naming the minister and the tariffs, not one of them.
 */
export const MIN_COVERAGE = 0.5;
/** Further sentences of an answer, and the model's context, need this share. */
export const SUPPORT_COVERAGE = 0.3;
/** A second sentence sharing this share of its terms with one already chosen adds nothing. */
const REPEAT_OVERLAP = 0.6;
export const MAX_ANSWER_SENTENCES = 3;
/** The passages a language model is given. */
export const CONTEXT_PASSAGES = 8;
const CANDIDATES = 40;

/** One cited sentence of the story. `n` is its number in the answer's sources ([1], [2] …). */
export interface Source {
  n: number;
  articleId: number;
  url: string;
  outletId: string;
  outletName: string;
  text: string;
}

/** A sentence of the answer and the sources it rests on. */
export interface AnswerPart {
  text: string;
  cites: number[];
}

export type AnswerVia = "extractive" | "model";

export type AssistantAnswer =
  | { answered: true; via: AnswerVia; parts: AnswerPart[]; sources: Source[] }
  | { answered: false; via: AnswerVia; message: string };

/** What a question retrieved: the passages an answer may use, best first, numbered from 1. */
export interface Retrieval {
  answerable: boolean;
  context: Source[];
}

/** The index of a story's articles: build once per story, ask many questions. */
export function storyIndex(articles: readonly AssistantArticle[]): PassageIndex {
  return indexPassages(storyPassages(articles));
}

/**
 * Words that shape a question rather than say what it is about ("how long", "what happened", "tell me"):
 * an article rarely uses them, so as terms they would outweigh the subject and sink every answer.
 */
const QUESTION_WORDS = new Set(termsOf("long far old big often happen happened happens happening tell explain mean means know think"));

/** The terms a question is about. */
export function questionTerms(question: string): string[] {
  return termsOf(question).filter((term) => !QUESTION_WORDS.has(term));
}

export function retrieve(index: PassageIndex, question: string): Retrieval {
  const ranked = rankPassages(index, questionTerms(question), CANDIDATES);
  const answerable = ranked.some((candidate) => candidate.coverage >= MIN_COVERAGE);
  if (!answerable) return { answerable: false, context: [] };
  const chosen: RankedPassage[] = [];
  for (const candidate of ranked) {
    if (chosen.length >= CONTEXT_PASSAGES) break;
    if (candidate.coverage < SUPPORT_COVERAGE) continue;
    if (chosen.some((picked) => overlapCoefficient(picked.terms, candidate.terms) >= REPEAT_OVERLAP)) continue;
    chosen.push(candidate);
  }
  // The answer leads with the best sentence that holds enough of the question on its own.
  const lead = chosen.findIndex((candidate) => candidate.coverage >= MIN_COVERAGE);
  if (lead > 0) chosen.unshift(...chosen.splice(lead, 1));
  return {
    answerable: true,
    context: chosen.map(({ passage }, i) => ({ n: i + 1, articleId: passage.articleId, url: passage.url, outletId: passage.outletId, outletName: passage.outletName, text: passage.text })),
  };
}

/** The offline answer: the best retrieved sentences, each citing itself. */
export function extractiveAnswer(retrieval: Retrieval): AssistantAnswer {
  if (!retrieval.answerable || retrieval.context.length === 0) return { answered: false, via: "extractive", message: NOT_ANSWERED };
  const sources = retrieval.context.slice(0, MAX_ANSWER_SENTENCES);
  return { answered: true, via: "extractive", parts: sources.map((source) => ({ text: source.text, cites: [source.n] })), sources };
}

// ---- A language model's reply, held to the same rules -------------------------------------------

/** What the model must reply when the passages do not answer the question. */
export const MODEL_NOT_ANSWERED = "NOT_ANSWERED";

export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

/** The chat messages of a question: the retrieved passages are the model's only context. */
export function chatMessages(question: string, context: readonly Source[]): ChatMessage[] {
  return [
    {
      role: "system",
      content:
        "You answer a reader's question about one news story using only the numbered passages, quoted from the story's articles. " +
        "Use nothing else you know. Answer in at most three short sentences and end each sentence with the numbers of the passages it rests on, like [2] or [1][3]. " +
        `If the passages do not answer the question, reply exactly ${MODEL_NOT_ANSWERED}.`,
    },
    { role: "user", content: `Passages:\n${context.map((source) => `[${source.n}] (${source.outletName}) ${source.text}`).join("\n")}\n\nQuestion: ${question}` },
  ];
}

const CITATION = /\[(\d+(?:\s*[,;]\s*\d+)*)\]/g;

/**
 * The model's reply as an answer: each sentence with the passages it cites. A reply that says it cannot
 * answer is "not answered"; a reply that cites none of the passages is not trusted (null: the caller
 * answers offline instead).
 */
export function answerFromReply(reply: string, context: readonly Source[]): AssistantAnswer | null {
  if (reply.includes(MODEL_NOT_ANSWERED)) return { answered: false, via: "model", message: NOT_ANSWERED };
  const known = new Set(context.map((source) => source.n));
  const parts: AnswerPart[] = [];
  for (const sentence of splitSentences(reply)) {
    const cites = new Set<number>();
    for (const match of sentence.matchAll(CITATION)) {
      for (const number of match[1]!.split(/[,;]/).map((value) => Number(value.trim()))) if (known.has(number)) cites.add(number);
    }
    const text = sentence.replace(CITATION, "").replace(/\s+([.,;:!?])/g, "$1").replace(/\s+/g, " ").trim();
    if (text) parts.push({ text, cites: [...cites].sort((a, b) => a - b) });
  }
  const cited = new Set(parts.flatMap((part) => part.cites));
  if (cited.size === 0) return null;
  return { answered: true, via: "model", parts, sources: context.filter((source) => cited.has(source.n)) };
}
