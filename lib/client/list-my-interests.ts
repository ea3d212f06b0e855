import type { ApiClient } from "./api-client";

// Spec §7, §9: the full list of followed interests is fetched in pages of 100 until a page has fewer.
export const INTEREST_PAGE_SIZE = 100;
/** A safety stop: 100 pages is 10,000 interests, far above any plan's follow limit. */
export const MAX_INTEREST_PAGES = 100;

export interface ListedInterest {
  id: number;
  kind: string;
  name: string;
  slug: string;
}

export async function fetchAllMyInterests(api: Pick<ApiClient, "get">, options: { showLess?: boolean } = {}): Promise<ListedInterest[]> {
  const all: ListedInterest[] = [];
  for (let page = 0; page < MAX_INTEREST_PAGES; page++) {
    const query = new URLSearchParams({ limit: String(INTEREST_PAGE_SIZE), offset: String(page * INTEREST_PAGE_SIZE) });
    if (options.showLess) query.set("showLess", "true");
    const items = (await api.get<ListedInterest[]>(`/v04/interests/listMy?${query}`)) ?? [];
    all.push(...items);
    if (items.length < INTEREST_PAGE_SIZE) break;
  }
  return all;
}
