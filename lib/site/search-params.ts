import { z } from "zod";
import { DEFAULT_SEARCH_LIMIT, MAX_QUERY_LENGTH, MAX_SEARCH_LIMIT } from "./search-limits";

// GET /v04/search and /search (issue 4 "Search"), validated at the edge. Pure.

export { DEFAULT_SEARCH_LIMIT, MAX_QUERY_LENGTH, MAX_SEARCH_LIMIT };

export const searchParamsSchema = z.object({
  q: z
    .string({ error: "is required: type a word to search for" })
    // Control characters separate words at most; a NUL would make PostgreSQL refuse the query (a 500,
    // found by test/hostile-input.test.ts).
    .overwrite((value) => value.replace(/[\u0000-\u001f\u007f]/g, " "))
    .trim()
    .min(1, "is required: type a word to search for")
    .max(MAX_QUERY_LENGTH, `must be at most ${MAX_QUERY_LENGTH} characters`),
  limit: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(MAX_SEARCH_LIMIT, `must be at most ${MAX_SEARCH_LIMIT}`)
    .default(DEFAULT_SEARCH_LIMIT),
});

export type SearchParams = z.output<typeof searchParamsSchema>;

/**
 * The words of a query, lower case, letters and digits only (at most 8: more narrows nothing useful).
 * Possessives go ("Senate's" → senate) and dotted acronyms close up ("U.S." → us), so no stray one-letter
 * word turns into a prefix matching half the dictionary.
 */
export function queryWords(q: string): string[] {
  const text = q
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .replace(/(?<=\p{L})\.(?=\p{L})/gu, "");
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * Whether the query uses web-search syntax ("quoted phrase", -excluded, or): then PostgreSQL's
 * websearch_to_tsquery reads it as written. Plain words instead get a prefix query, so "infra" already
 * finds "infrastructure" while the reader is still typing.
 */
export function usesSearchSyntax(q: string): boolean {
  return /["]/.test(q) || /(^|\s)-\S/.test(q) || /\sor\s/i.test(q);
}

/** to_tsquery text matching every word, the last as a prefix: "senate infra" → "senate & infra:*"; null if no word. */
export function prefixTsQuery(q: string): string | null {
  const words = queryWords(q);
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(" & ");
}
