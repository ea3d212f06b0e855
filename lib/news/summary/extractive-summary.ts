import { splitSentences } from "./split-sentences";
import { centrality, type StoryMemberText } from "./story-member";
import { overlapCoefficient, termSet } from "./terms";

// A story summary made of the members' own sentences: the ones most central to the story (sharing the
// terms the other members use), never two that say the same thing, within a length a card can show.

export const SUMMARY_MAX_CHARS = 400;
export const SUMMARY_MAX_SENTENCES = 3;
/**
 * A sentence half of whose terms (of the shorter of the two) a chosen sentence already has is a repeat:
 * measured on the shorter one, so "Policymakers signalled two more increases" counts as said once a
 * longer sentence has said it.
 */
export const REDUNDANCY_THRESHOLD = 0.5;
/** A lead's first sentence usually states the news; later ones give background. */
const FIRST_SENTENCE_BONUS = 1.25;
const MIN_WORDS = 6;

// Datelines and wire credits that open leads: "WASHINGTON (Reuters) - ", "LONDON — ", "(CNN) ".
const DATELINE = /^(?:[\p{Lu}][\p{Lu} .,'-]{1,40}\s*)?(?:\([\p{L} .&-]{2,30}\)\s*)?[-–—:]\s+|^\([\p{L} .&-]{2,30}\)\s+/u;
const BOILERPLATE = /\b(?:click here|read more|sign up|subscribe|newsletter|continue reading|all rights reserved|the post .* appeared first on)\b/i;

export interface SummaryOptions {
  maxChars?: number;
  maxSentences?: number;
}

interface Sentence {
  text: string;
  terms: Set<string>;
  memberIndex: number;
  score: number;
}

function usableSentence(text: string): boolean {
  const words = text.split(/\s+/).length;
  // A feed that cuts its lead short ("… the senator said that […]") leaves a fragment without an end.
  const complete = /[.!?]["'”’)]*$/.test(text) && !/(?:\.\.\.|…|\[…\]|\[\.\.\.\])["'”’)]*$/.test(text);
  return words >= MIN_WORDS && complete && !BOILERPLATE.test(text) && !text.endsWith("?");
}

function sentencesOf(members: readonly StoryMemberText[]): Sentence[] {
  const documents = members.map((member) => termSet(`${member.title} ${member.lead}`));
  return members.flatMap((member, memberIndex) => {
    const others = documents.filter((_, index) => index !== memberIndex);
    return splitSentences(member.lead.replace(DATELINE, ""))
      .filter(usableSentence)
      .map((text, position) => {
        const terms = termSet(text);
        const base = others.length > 0 ? centrality(terms, others) : 1 / (1 + position);
        return { text, terms, memberIndex, score: base * (position === 0 ? FIRST_SENTENCE_BONUS : 1) };
      });
  });
}

function truncateAtWord(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).replace(/[\s,;:.-]+$/, "")}…`;
}

/** One sentence a summary picked, with the member (index into the members given) it came from. */
export interface SummarySentence {
  text: string;
  memberIndex: number;
}

/** The sentences `extractiveSummary` joins, in the order chosen; empty when no whole sentence fits. */
export function summarySentences(members: readonly StoryMemberText[], options: SummaryOptions = {}): SummarySentence[] {
  return chooseSentences(rankedSentences(members), options);
}

function rankedSentences(members: readonly StoryMemberText[]): Sentence[] {
  return sentencesOf(members).sort((a, b) => b.score - a.score || a.memberIndex - b.memberIndex || a.text.localeCompare(b.text));
}

function chooseSentences(ranked: readonly Sentence[], options: SummaryOptions): Sentence[] {
  const maxChars = options.maxChars ?? SUMMARY_MAX_CHARS;
  const maxSentences = options.maxSentences ?? SUMMARY_MAX_SENTENCES;
  const chosen: Sentence[] = [];
  let length = 0;
  for (const sentence of ranked) {
    if (chosen.length >= maxSentences) break;
    if (chosen.some((picked) => picked.text === sentence.text || overlapCoefficient(picked.terms, sentence.terms) >= REDUNDANCY_THRESHOLD)) continue;
    const added = (chosen.length > 0 ? 1 : 0) + sentence.text.length;
    if (length + added > maxChars) continue;
    chosen.push(sentence);
    length += added;
  }
  return chosen;
}

export function extractiveSummary(members: readonly StoryMemberText[], options: SummaryOptions = {}): string {
  const ranked = rankedSentences(members);
  const chosen = chooseSentences(ranked, options);
  if (chosen.length > 0) return chosen.map((sentence) => sentence.text).join(" ");
  // Nothing fits whole (one very long sentence, or only fragments): the best lead, cut at a word.
  const fallback = ranked[0]?.text ?? members.map((member) => member.lead.replace(DATELINE, "").trim()).find(Boolean) ?? "";
  return truncateAtWord(fallback, options.maxChars ?? SUMMARY_MAX_CHARS);
}
