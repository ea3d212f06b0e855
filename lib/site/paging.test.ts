import { describe, expect, it } from "vitest";
import { nextPageHref, pageWindow, parsePaging } from "./paging";

describe("load-more paging", () => {
  it("starts on page 1 of 20 and reads ?page and ?limit within bounds", () => {
    expect(parsePaging({})).toEqual({ page: 1, perPage: 20 });
    expect(parsePaging({ page: "3", limit: "5" })).toEqual({ page: 3, perPage: 5 });
    expect(parsePaging({ page: "0", limit: "1" })).toEqual({ page: 1, perPage: 3 });
    expect(parsePaging({ page: "999", limit: "999" })).toEqual({ page: 20, perPage: 50 });
    expect(parsePaging({ page: "-2", limit: "ten" })).toEqual({ page: 1, perPage: 20 });
  });

  it("shows the first N pages and says whether more exist", () => {
    const items = Array.from({ length: 7 }, (_, index) => index);
    expect(pageWindow(items, { page: 1, perPage: 3 })).toEqual({ shown: [0, 1, 2], hasMore: true, nextPage: 2 });
    expect(pageWindow(items, { page: 3, perPage: 3 })).toEqual({ shown: items, hasMore: false, nextPage: 4 });
  });

  it("links the next page keeping the tab and the page size", () => {
    expect(nextPageHref("/blindspot", { side: "right", page: "1" }, { page: 1, perPage: 20 })).toBe("/blindspot?side=right&page=2");
    expect(nextPageHref("/", {}, { page: 2, perPage: 5 })).toBe("/?page=3&limit=5");
  });
});
