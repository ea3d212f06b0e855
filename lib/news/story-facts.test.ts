import { describe, expect, it } from "vitest";
import { storyFacts, type FactsMember } from "./story-facts";

const member = (overrides: Partial<FactsMember>): FactsMember => ({
  title: "Trump administration to reunite migrant families separated at border",
  description: "The administration said it would reunite families separated at the U.S.-Mexico border.",
  imageUrl: null,
  publishedAt: new Date("2018-06-23T12:00:00Z"),
  outletId: "outlet",
  bias: "center",
  factuality: "high",
  outletEditions: ["top-us"],
  ...overrides,
});

describe("storyFacts", () => {
  const members = [
    member({ outletId: "guardian", bias: "leanLeft", outletEditions: ["top-uk"], publishedAt: new Date("2018-06-23T10:00:00Z") }),
    member({ outletId: "cnn", bias: "left", title: "Families separated at border will be reunited, officials say", imageUrl: "https://img.example/cnn.jpg" }),
    member({ outletId: "cnn", bias: "left", title: "CNN follow-up on separated families", publishedAt: new Date("2018-06-23T18:00:00Z") }),
    member({ outletId: "fox", bias: "right", title: "DHS: migrant families separated at border to be reunited" }),
    member({ outletId: "reuters", bias: "center" }),
    member({ outletId: "blog", bias: "unknown" }),
  ];
  const facts = storyFacts(members);

  it("counts distinct outlets per bias and gives whole percents of the rated ones, centre the remainder", () => {
    expect(facts.articleCount).toBe(6);
    expect(facts.sourceCount).toBe(5);
    expect(facts.biasCounts).toMatchObject({ leanLeft: 1, left: 1, right: 1, center: 1, unknown: 1 });
    // 4 rated outlets: 2 left (50%), 1 right (25%), centre the remainder (25%).
    expect([facts.leftPercent, facts.centerPercent, facts.rightPercent]).toEqual([50, 25, 25]);
  });

  it("spans the members' times, and belongs to International plus every edition of its outlets", () => {
    expect(facts.firstSeenAt.toISOString()).toBe("2018-06-23T10:00:00.000Z");
    expect(facts.lastSeenAt.toISOString()).toBe("2018-06-23T18:00:00.000Z");
    expect(facts.editions).toEqual(["top", "top-uk", "top-us"]);
  });

  it("picks a member headline, writes a summary from the leads and keeps an image when one exists", () => {
    expect(members.map((m) => m.title)).toContain(facts.title);
    expect(facts.summary.length).toBeGreaterThan(20);
    expect(facts.imageUrl).toBe("https://img.example/cnn.jpg");
  });

  it("tags the story with interests found in the members (immigration, the place)", () => {
    const names = facts.interests.map((interest) => interest.name);
    expect(names).toContain("Immigration");
    for (const interest of facts.interests) expect(Number.isInteger(interest.id)).toBe(true);
  });

  it("is not a blindspot when both sides cover the story", () => {
    expect(facts.blindspotFor).toBeNull();
  });

  it("names the side that barely covers a story", () => {
    const rightOnly = storyFacts([
      member({ outletId: "fox", bias: "right" }),
      member({ outletId: "breitbart", bias: "farRight" }),
      member({ outletId: "nypost", bias: "leanRight" }),
    ]);
    expect(rightOnly.blindspotFor).toBe("left");
  });
});
