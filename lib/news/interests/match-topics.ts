import { TOPICS, type Topic } from "./taxonomy";

// Which taxonomy topics a piece of text mentions, by the keyword rules in taxonomy.ts.

const WORD_CHAR = "[\\p{L}\\p{N}]";

function keywordPattern(keyword: string): string {
  const prefix = keyword.endsWith("*");
  const body = (prefix ? keyword.slice(0, -1) : keyword).replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
  return prefix ? `${body}${WORD_CHAR}*` : body;
}

function compile(keywords: readonly string[], flags: string): RegExp | null {
  if (keywords.length === 0) return null;
  // Longest first, so "Supreme Court" is the hit rather than "court".
  const alternatives = [...keywords].sort((a, b) => b.length - a.length).map(keywordPattern);
  return new RegExp(`(?<!${WORD_CHAR})(?:${alternatives.join("|")})(?!${WORD_CHAR})`, flags);
}

interface CompiledTopic {
  topic: Topic;
  anyCase: RegExp | null;
  asWritten: RegExp | null;
}

const COMPILED: readonly CompiledTopic[] = TOPICS.map((topic) => ({
  topic,
  anyCase: compile(topic.keywords.filter((keyword) => keyword === keyword.toLowerCase()), "giu"),
  asWritten: compile(topic.keywords.filter((keyword) => keyword !== keyword.toLowerCase()), "gu"),
}));

/** Distinct keywords of each topic found in the text (by topic id); topics without a hit are absent. */
export function matchTopics(text: string): Map<number, number> {
  const hits = new Map<number, number>();
  for (const { topic, anyCase, asWritten } of COMPILED) {
    const found = new Set<string>();
    for (const pattern of [anyCase, asWritten]) {
      if (!pattern) continue;
      for (const match of text.matchAll(pattern)) found.add(match[0].toLowerCase().replace(/\s+/g, " "));
    }
    if (found.size > 0) hits.set(topic.id, found.size);
  }
  return hits;
}
