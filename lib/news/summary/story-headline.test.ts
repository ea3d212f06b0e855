import { describe, expect, it } from "vitest";
import { cleanHeadline, headlineStyleFactor, stripOutletSuffix } from "./headline-text";
import { pickStoryHeadline } from "./story-headline";
import type { StoryMemberText } from "./story-member";

const T0 = Date.UTC(2018, 5, 20, 12);

function member(outletId: string, title: string, overrides: Partial<StoryMemberText> = {}): StoryMemberText {
  return {
    outletId,
    title,
    lead: "Officials said children held apart from their parents at the southern border would be returned to them, as a judge had ordered.",
    bias: "center",
    publishedAt: T0,
    ...overrides,
  };
}

describe("cleaning a headline", () => {
  it("removes the publisher's name after a dash or a pipe", () => {
    expect(stripOutletSuffix("Trump signs order ending family separations - CNN", { outletId: "cnn" })).toBe("Trump signs order ending family separations");
    expect(stripOutletSuffix("Trump signs order ending family separations | US news | The Guardian", { outletId: "the-guardian" })).toBe(
      "Trump signs order ending family separations",
    );
    expect(stripOutletSuffix("Trump signs order ending family separations — The Washington Post", { outletId: "wapo" })).toBe(
      "Trump signs order ending family separations",
    );
    expect(stripOutletSuffix("Senate passes farm bill - Fox News", { outletId: "fox-news-politics", outletName: "Fox News" })).toBe("Senate passes farm bill");
  });

  it("keeps a dash that is part of the headline", () => {
    expect(stripOutletSuffix("Trump - Kim summit will go ahead in Singapore", { outletId: "reuters" })).toBe("Trump - Kim summit will go ahead in Singapore");
    expect(stripOutletSuffix("Markets slide as trade fears grow - analysts warn of worse to come", { outletId: "bbc-news" })).toBe(
      "Markets slide as trade fears grow - analysts warn of worse to come",
    );
  });

  it("drops rolling-coverage tags such as LIVE: and Breaking:", () => {
    expect(cleanHeadline("LIVE: Senate votes on border bill", { outletId: "x" })).toBe("Senate votes on border bill");
    expect(cleanHeadline("Breaking News: Senate votes on border bill", { outletId: "x" })).toBe("Senate votes on border bill");
  });

  it("marks shouting, teasers and clickbait as worse titles", () => {
    const plain = "Senate votes on border bill after long debate";
    expect(headlineStyleFactor(plain, plain)).toBe(1);
    expect(headlineStyleFactor("SENATE VOTES ON BORDER BILL AFTER LONG DEBATE", "SENATE VOTES ON BORDER BILL AFTER LONG DEBATE")).toBeLessThan(1);
    expect(headlineStyleFactor("Will the Senate pass the border bill?", "Will the Senate pass the border bill?")).toBeLessThan(1);
    expect(headlineStyleFactor("Here's why the Senate border bill matters", "Here's why the Senate border bill matters")).toBeLessThan(1);
  });
});

describe("pickStoryHeadline", () => {
  it("picks the headline that shares the most terms with the rest of the story", () => {
    const members = [
      member("a", "Trump administration to reunite migrant families separated at border", { bias: "left" }),
      member("b", "Families separated at the border will be reunited, administration says", { bias: "right" }),
      member("c", "A heartbreaking scene in Texas", { bias: "left", lead: "A mother waited for hours in McAllen." }),
      member("d", "Migrant families separated at border to be reunited", { bias: "left" }),
    ];
    const choice = pickStoryHeadline(members);
    expect(choice?.title).not.toBe("A heartbreaking scene in Texas");
    expect(["a", "b", "d"]).toContain(choice?.outletId);
  });

  it("prefers the centre outlet and then the more factual one when headlines are about as central", () => {
    const title = "Migrant families separated at border to be reunited";
    const members = [
      member("far", title, { bias: "farRight", factualityRank: 4 }),
      member("lean", title, { bias: "leanLeft", factualityRank: 0 }),
      member("centre-mixed", title, { bias: "center", factualityRank: 3 }),
      member("centre-high", title, { bias: "center", factualityRank: 1 }),
    ];
    expect(pickStoryHeadline(members)?.outletId).toBe("centre-high");
  });

  it("passes over an ALL-CAPS, a teaser and a LIVE: headline for a plain one", () => {
    const members = [
      member("shout", "TRUMP ADMINISTRATION TO REUNITE MIGRANT FAMILIES SEPARATED AT BORDER", { bias: "center" }),
      member("tease", "Will Trump reunite migrant families separated at the border?", { bias: "center" }),
      member("live", "LIVE: Trump administration to reunite migrant families separated at border", { bias: "center" }),
      member("plain", "Trump administration to reunite migrant families separated at border", { bias: "leanRight" }),
    ];
    const choice = pickStoryHeadline(members);
    expect(choice?.outletId).toBe("plain");
    expect(choice?.title).toBe("Trump administration to reunite migrant families separated at border");
  });

  it("returns the cleaned title for a one-article story and null for none", () => {
    expect(pickStoryHeadline([member("cnn", "Senate passes farm bill - CNN")])?.title).toBe("Senate passes farm bill");
    expect(pickStoryHeadline([])).toBeNull();
  });

  it("chooses the same headline whatever the order of the members", () => {
    const members = [
      member("x", "Migrant families to be reunited", { bias: "center" }),
      member("y", "Migrant families to be reunited", { bias: "center" }),
      member("z", "Families separated at border will be reunited", { bias: "center" }),
    ];
    const forward = pickStoryHeadline(members)?.outletId;
    expect(pickStoryHeadline([...members].reverse())?.outletId).toBe(forward);
  });
});
