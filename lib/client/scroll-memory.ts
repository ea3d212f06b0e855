// Scroll position per route, and the stories a reader loaded with "Load more", kept in session storage
// and given back on back navigation (spec §1 "page scroll position remembered per route and restored on
// back navigation"; issue 19). A damaged or foreign value reads as nothing; storage failures are ignored.

const SCROLL_PREFIX = "ground.scroll:";
const LOADED_PREFIX = "ground.loaded:";

let backNavigation = false;

/** The current page was reached by the browser's back or forward button. */
export function isBackNavigation(): boolean {
  if (backNavigation) return true;
  try {
    const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    return entry?.type === "back_forward" && performance.now() < 5000;
  } catch {
    return false;
  }
}

/** A back navigation is under way within the page: scroll events then belong to no route yet. */
export function backNavigationPending(): boolean {
  return backNavigation;
}

export function setBackNavigation(value: boolean): void {
  backNavigation = value;
}

function read(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // full or blocked storage: the page simply starts at the top next time
  }
}

export function saveScroll(route: string, y: number): void {
  write(SCROLL_PREFIX + route, Math.max(0, Math.round(y)));
}

export function readScroll(route: string): number | null {
  const value = read(SCROLL_PREFIX + route);
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}

export interface LoadedStories<T> {
  /** What was loaded: the same feed query and first offset, or it is not this list. */
  apiQuery: string;
  offset: number;
  cards: T[];
  hasMore: boolean;
}

export function saveLoaded<T>(route: string, loaded: LoadedStories<T>): void {
  write(LOADED_PREFIX + route, loaded);
}

export function readLoaded<T>(route: string, expected: { apiQuery: string; offset: number }): LoadedStories<T> | null {
  const value = read(LOADED_PREFIX + route) as Partial<LoadedStories<T>> | null;
  if (!value || typeof value !== "object" || !Array.isArray(value.cards) || typeof value.hasMore !== "boolean") return null;
  if (value.apiQuery !== expected.apiQuery || value.offset !== expected.offset) return null;
  return value as LoadedStories<T>;
}

export function currentRoute(): string {
  return window.location.pathname + window.location.search;
}
