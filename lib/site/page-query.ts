// A page's query as Next hands it to a page component (the searchParams prop): each name's value, an
// array when the name is repeated.

/** One value of the query: the first of a repeated name (?a=1&a=2 → "1"), undefined when absent. */
export function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
