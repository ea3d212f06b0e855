// Limits of the search (issue 4 "Search"), apart from the zod schema so the browser's search box can
// read them without bundling zod.
export const MAX_QUERY_LENGTH = 100;
export const MAX_SEARCH_LIMIT = 50;
export const DEFAULT_SEARCH_LIMIT = 10;
