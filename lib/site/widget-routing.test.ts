import { describe, expect, it } from "vitest";
import { WIDGET_REWRITES } from "@/next.config.js";
import { parsePositiveId } from "@/lib/api/positive-id";
import { rewriteDestination } from "@/test/rewrite-destination";
import { parseWidgetStoryId } from "./story-widget";

// The widgets' rewrites (next.config.js WIDGET_REWRITES), run through Next's own matching functions: a
// usual id goes to the cached page, and everything the per-request page answers differently (how to
// embed, a 404) stays there.

const destination = (path: string, query: Record<string, string | string[]> = {}) => rewriteDestination(WIDGET_REWRITES, { path, query });

describe("routing of the widgets to their cached pages", () => {
  it("sends a story widget with a story id to its cached page, whatever the reader's cookies", () => {
    expect(destination("/widget/story", { id: "42" })).toBe("/widget-view/story/42");
    expect(destination("/widget/story", { id: "123456789012345" })).toBe("/widget-view/story/123456789012345");
    expect(rewriteDestination(WIDGET_REWRITES, { path: "/widget/story", query: { id: "42" }, cookies: { GROUND_LOGIN_TOKEN: "t" } })).toBe(
      "/widget-view/story/42",
    );
  });

  it("keeps the per-request page for no id (how to embed) and for what is not an id (404)", () => {
    for (const id of ["", "0", "007", "-3", "4.5", "12abc", "1234567890123456", " 42"]) {
      expect(destination("/widget/story", { id }), JSON.stringify(id)).toBeNull();
      // Those the cached page would read differently from the per-request one never reach it.
      if (parsePositiveId(id) !== null) expect(parseWidgetStoryId(id)).toBe(Number(id));
    }
    expect(destination("/widget/story")).toBeNull();
  });

  it("sends the blindspot widget to the top blindspot's cached page without an id, and to the story's with one", () => {
    expect(destination("/widget/blindspot-story")).toBe("/widget-view/blindspot-story/top");
    expect(destination("/widget/blindspot-story", { id: "" })).toBe("/widget-view/blindspot-story/top");
    expect(destination("/widget/blindspot-story", { id: "42" })).toBe("/widget-view/blindspot-story/42");
    expect(destination("/widget/blindspot-story", { id: "abc" })).toBeNull();
  });

  it("leaves other addresses alone", () => {
    expect(destination("/widget/story/42")).toBeNull();
    expect(destination("/widget", { id: "42" })).toBeNull();
  });
});
