import { describe, expect, it } from "vitest";
import { chooseHeadlineComparison } from "./story-headline-comparison";
import { testArticle } from "./story-test-articles";

describe("choosing the headline comparison", () => {
  it("sets the most strongly leaning outlet of each side against the other", () => {
    const pair = chooseHeadlineComparison([
      testArticle("lean-l", "leanLeft", "2026-11-20T08:00:00Z", { title: "Senate passes bill in bipartisan win" }),
      testArticle("left", "left", "2026-11-20T10:00:00Z", { title: "Senate finally passes long-awaited bill" }),
      testArticle("middle", "center", "2026-11-20T09:00:00Z", { title: "Senate passes bill 69-30" }),
      testArticle("lean-r", "leanRight", "2026-11-20T09:00:00Z", { title: "Senate approves bill" }),
      testArticle("far-r", "farRight", "2026-11-20T12:00:00Z", { title: "Senate RINOs hand Democrats a win" }),
    ]);
    expect(pair?.left.outlet.id).toBe("left");
    expect(pair?.right.outlet.id).toBe("far-r");
  });

  it("prefers the earliest headline among outlets leaning equally far", () => {
    const pair = chooseHeadlineComparison([
      testArticle("later-l", "left", "2026-11-20T11:00:00Z", { title: "A" }),
      testArticle("early-l", "left", "2026-11-20T07:00:00Z", { title: "B" }),
      testArticle("r", "right", "2026-11-20T08:00:00Z", { title: "C" }),
    ]);
    expect(pair?.left.outlet.id).toBe("early-l");
  });

  it("skips a right headline worded exactly like the left one (wire copy) when another exists", () => {
    const pair = chooseHeadlineComparison([
      testArticle("l", "left", "2026-11-20T07:00:00Z", { title: "Senate passes $1.2 trillion bill" }),
      testArticle("r-wire", "right", "2026-11-20T08:00:00Z", { title: "Senate passes $1.2 Trillion bill!" }),
      testArticle("r-own", "leanRight", "2026-11-20T09:00:00Z", { title: "19 Republicans help pass spending bill" }),
    ]);
    expect(pair?.right.outlet.id).toBe("r-own");
  });

  it("still compares identical wording when that is all the right has", () => {
    const pair = chooseHeadlineComparison([
      testArticle("l", "left", "2026-11-20T07:00:00Z", { title: "Same words" }),
      testArticle("r", "right", "2026-11-20T08:00:00Z", { title: "Same words" }),
    ]);
    expect(pair?.right.outlet.id).toBe("r");
  });

  it("offers no comparison unless both sides have a headline", () => {
    expect(
      chooseHeadlineComparison([testArticle("l", "left", "2026-11-20T07:00:00Z"), testArticle("c", "center", "2026-11-20T08:00:00Z"), testArticle("u", "unknown", "2026-11-20T08:00:00Z")]),
    ).toBeNull();
    expect(chooseHeadlineComparison([])).toBeNull();
  });
});
