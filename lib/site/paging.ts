// "Load more" paging of the story lists (issue 4). Without JavaScript the button is a link to ?page=N,
// which shows the first N pages at once; with JavaScript the next page is appended in place. Pure.

export const DEFAULT_PAGE_SIZE = 20;
export const MIN_PAGE_SIZE = 3;
export const MAX_PAGE_SIZE = 50;
export const MAX_PAGE = 20;

export interface Paging {
  page: number;
  /** Stories per page; `?limit=` lets a reader (or a test on a small database) ask for fewer or more. */
  perPage: number;
}

/** What a page shows without ?page= and ?limit=: the first DEFAULT_PAGE_SIZE stories. */
export const DEFAULT_PAGING: Paging = { page: 1, perPage: DEFAULT_PAGE_SIZE };

function integerIn(raw: string | string[] | undefined, min: number, max: number, fallback: number): number {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (text === undefined || !/^\d{1,4}$/.test(text)) return fallback;
  return Math.min(max, Math.max(min, Number(text)));
}

export function parsePaging(params: Record<string, string | string[] | undefined>): Paging {
  return {
    page: integerIn(params.page, 1, MAX_PAGE, 1),
    perPage: integerIn(params.limit, MIN_PAGE_SIZE, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  };
}

export interface PageWindow<T> {
  shown: T[];
  hasMore: boolean;
  nextPage: number;
}

/** The first `page` pages of `items`. */
export function pageWindow<T>(items: readonly T[], paging: Paging): PageWindow<T> {
  const end = paging.page * paging.perPage;
  return { shown: items.slice(0, end), hasMore: items.length > end, nextPage: paging.page + 1 };
}

/** The query string of the next page's link, keeping the other parameters (e.g. ?side=). */
export function nextPageHref(path: string, params: Record<string, string | undefined>, paging: Paging): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && key !== "page" && key !== "limit") search.set(key, value);
  search.set("page", String(paging.page + 1));
  if (paging.perPage !== DEFAULT_PAGE_SIZE) search.set("limit", String(paging.perPage));
  return `${path}?${search.toString()}`;
}
