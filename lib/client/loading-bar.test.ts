import { describe, expect, it } from "vitest";
import { showsLoadingBar } from "./loading-bar";

describe("the route-loading bar's routes (spec §2)", () => {
  it("shows for the six routes", () => {
    for (const path of ["/", "/my", "/local", "/blindspot", "/interest/42", "/article/7"]) expect(showsLoadingBar(path)).toBe(true);
  });

  it("does not show elsewhere", () => {
    for (const path of ["/account", "/my-news-bias", "/interest/42/more", "/article", "/search", "/newsletters/", "/blindspots"]) expect(showsLoadingBar(path)).toBe(false);
  });
});
