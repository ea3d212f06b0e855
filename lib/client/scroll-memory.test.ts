import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readLoaded, readScroll, saveLoaded, saveScroll } from "./scroll-memory";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe("scroll and loaded stories per route (spec §1, issue 19)", () => {
  beforeEach(() => vi.stubGlobal("sessionStorage", memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("keeps a scroll position per route", () => {
    saveScroll("/?limit=3", 1234.6);
    saveScroll("/blindspot", 10);
    expect(readScroll("/?limit=3")).toBe(1235);
    expect(readScroll("/blindspot")).toBe(10);
    expect(readScroll("/my")).toBeNull();
  });

  it("gives back loaded stories only for the same feed query and offset", () => {
    saveLoaded("/", { apiQuery: "feed=top-us", offset: 24, cards: [{ id: 1 }], hasMore: true });
    expect(readLoaded("/", { apiQuery: "feed=top-us", offset: 24 })).toEqual({ apiQuery: "feed=top-us", offset: 24, cards: [{ id: 1 }], hasMore: true });
    expect(readLoaded("/", { apiQuery: "feed=top-uk", offset: 24 })).toBeNull();
    expect(readLoaded("/", { apiQuery: "feed=top-us", offset: 12 })).toBeNull();
  });

  it("reads damaged values as nothing, and survives blocked storage", () => {
    sessionStorage.setItem("ground.scroll:/", "not json");
    sessionStorage.setItem("ground.loaded:/", JSON.stringify({ cards: "x", hasMore: true }));
    expect(readScroll("/")).toBeNull();
    expect(readLoaded("/", { apiQuery: "", offset: 0 })).toBeNull();
    vi.stubGlobal("sessionStorage", {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    expect(() => saveScroll("/", 5)).not.toThrow();
    expect(readScroll("/")).toBeNull();
  });
});
