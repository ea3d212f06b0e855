import { describe, expect, it } from "vitest";
import { BIAS_VALUES, type Bias } from "@/lib/news/bias-scale";
import { newslettersDueOn, offeredNewsletters } from "./catalogue";
import { composeBlindspot, composeBurst, composeDaily, composeOffbeat, fluidWidth, numberInSeries, offbeatScore, trackedLink, widenImage, type StoryInput } from "./compose";
import { localSendTime } from "./send-time";
import { ENTER_EMAIL, ENTER_VALID_EMAIL, SIGN_IN_TO_SUBSCRIBE, signupProblem } from "./signup-rules";

const counts = (partial: Partial<Record<Bias, number>>) => Object.fromEntries(BIAS_VALUES.map((bias) => [bias, partial[bias] ?? 0])) as Record<Bias, number>;
let id = 0;
const story = (overrides: Partial<StoryInput> & { perBias?: Record<Bias, number> }): StoryInput => ({
  id: ++id,
  title: `Story ${id}`,
  summary: "",
  imageUrl: null,
  lastSeenAt: new Date("2026-11-20T10:00:00Z"),
  sourceCount: 3,
  perBias: counts({ left: 1, center: 1, right: 1 }),
  blindspotFor: null,
  ...overrides,
});

describe("composing issues", () => {
  it("The Daily takes the edition's top stories in order, each with whole L/C/R percents (centre the remainder)", () => {
    const stories = Array.from({ length: 10 }, (_, index) => story({ title: `Top ${index}`, perBias: counts({ leanLeft: 1, center: 1, right: 1 }) }));
    const issue = composeDaily(stories, { date: "2026-11-26", edition: "top-us" });
    expect(issue.sections[0]!.stories.map((entry) => entry.title)).toEqual(stories.slice(0, 8).map((entry) => entry.title));
    expect(issue.sections[0]!.stories[0]!.percents).toEqual({ left: 33, center: 34, right: 33 });
    expect(issue.subject).toBe("The Daily Ground, Thursday 26 November: Top 0");
    expect(issue.numberInSeries).toBe(330);
  });

  it("Blindspot Report splits the week's blindspots by the side that missed them", () => {
    const issue = composeBlindspot([story({ blindspotFor: "left", sourceCount: 5 }), story({ blindspotFor: "right" }), story({})], { date: "2026-11-24", edition: "top" });
    expect(issue.sections.map((section) => [section.subCategory, section.stories.length])).toEqual([["blindspot-left", 1], ["blindspot-right", 1]]);
    expect(numberInSeries("blindspot-report", "2026-11-24")).toBe(47);
  });

  it("Burst Your Bubble picks stories covered mostly by the side the reader reads least", () => {
    const right = story({ perBias: counts({ right: 3, center: 1 }) });
    const left = story({ perBias: counts({ left: 3 }) });
    expect(composeBurst([left, right], { date: "2026-11-26", edition: "top", leastReadSide: "right" }).sections[0]!.stories.map((entry) => entry.id)).toEqual([right.id]);
    expect(composeBurst([left, right], { date: "2026-11-26", edition: "top", leastReadSide: "left" }).sections[0]!.stories.map((entry) => entry.id)).toEqual([left.id]);
  });

  it("Offbeat leaves out hard news and single-source stories, and prefers light ones", () => {
    expect(offbeatScore({ title: "Missile attack on the capital", summary: "", sourceCount: 3 })).toBeNull();
    expect(offbeatScore({ title: "Rare whale spotted", summary: "", sourceCount: 1 })).toBeNull();
    const whale = story({ title: "Rare whale spotted off the coast", sourceCount: 3 });
    const budget = story({ title: "Council budget meeting", sourceCount: 3 });
    const picked = composeOffbeat([budget, whale], { date: "2026-11-25", edition: "top" }).sections[0]!.stories.map((entry) => entry.id);
    expect(picked).toEqual([whale.id, budget.id]);
  });
});

describe("links and images", () => {
  it("every link carries utm_medium=email, the token and the issue's identifiers", () => {
    const link = new URL(trackedLink("/article/7", { siteUrl: "https://og.test", token: "T", emailIdentifier: "daily-ground", numberInSeries: 3, variant: "a", edition: "top-uk", category: "newsletter" }, "top"));
    expect(link.pathname).toBe("/article/7");
    expect(Object.fromEntries(link.searchParams)).toEqual({ utm_medium: "email", token: "T", emailIdentifier: "daily-ground", numberInSeries: "3", variant: "a", edition: "top-uk", category: "newsletter", subCategory: "top" });
  });

  it("widens 400-wide images to 600 and makes a fixed 290px width fluid (spec §9)", () => {
    expect(widenImage("https://img.test/a.jpg?w=400&q=80")).toBe("https://img.test/a.jpg?w=600&q=80");
    expect(widenImage("https://img.test/resize/400/a.jpg")).toBe("https://img.test/resize/600/a.jpg");
    expect(widenImage("https://img.test/a.jpg?w=4000")).toBe("https://img.test/a.jpg?w=4000");
    expect(fluidWidth("display:block;width: 290px")).toBe("display:block;width:100%");
  });

  it("sends at 07:00 in the reader's own time zone, UTC when unknown", () => {
    expect(localSendTime("2026-11-26", "America/New_York").toISOString()).toBe("2026-11-26T12:00:00.000Z");
    expect(localSendTime("2026-07-01", "Europe/Berlin").toISOString()).toBe("2026-07-01T05:00:00.000Z");
    expect(localSendTime("2026-11-26", "Not/AZone").toISOString()).toBe("2026-11-26T07:00:00.000Z");
    expect(localSendTime("2026-11-26", null).toISOString()).toBe("2026-11-26T07:00:00.000Z");
  });
});

describe("the calendar (spec §1)", () => {
  it("has The Daily every day, Blindspot Report on Tuesdays, Offbeat on Wednesdays, Burst Your Bubble on Thursdays", () => {
    expect(newslettersDueOn("2026-11-23")).toEqual(["daily-ground"]); // a Monday
    expect(newslettersDueOn("2026-11-24")).toEqual(["daily-ground", "blindspot-report"]);
    expect(newslettersDueOn("2026-11-25")).toEqual(["daily-ground", "offbeat"]);
    expect(newslettersDueOn("2026-11-26")).toEqual(["daily-ground", "burst-your-bubble"]);
  });
});

describe("sign-up rules (spec §4–§5)", () => {
  it("checks in the spec's order", () => {
    expect(signupProblem({ signedIn: false, email: "" })).toBe(SIGN_IN_TO_SUBSCRIBE);
    expect(signupProblem({ signedIn: true, email: "  " })).toBe(ENTER_EMAIL);
    expect(signupProblem({ signedIn: true, email: "nope" })).toBe(ENTER_VALID_EMAIL);
    expect(signupProblem({ signedIn: true, email: "me@example.com" })).toBeNull();
  });

  it("offers what the reader lacks, and Burst Your Bubble only with a known e-mail", () => {
    expect(offeredNewsletters({ subscribedIdentifiers: [], emailKnown: true, subscriptionStatus: "premium" }).map((entry) => entry.slug)).toEqual(["daily-ground", "blindspot-report", "offbeat", "burst-your-bubble"]);
    expect(offeredNewsletters({ subscribedIdentifiers: ["daily-ground"], emailKnown: false, subscriptionStatus: "vantage" }).map((entry) => entry.slug)).toEqual(["blindspot-report", "offbeat"]);
  });

  it("offers Burst Your Bubble, a premium newsletter, only to the plans that include it (spec §6, issue 21)", () => {
    const offersBurst = (subscriptionStatus: string | null) =>
      offeredNewsletters({ subscribedIdentifiers: [], emailKnown: true, subscriptionStatus }).some((entry) => entry.slug === "burst-your-bubble");
    expect(["free", "freeTrial", "pro", "institutional", "mix", "premium", "supporter", "vantage"].filter(offersBurst)).toEqual(["mix", "premium", "supporter", "vantage"]);
    expect(offersBurst(null)).toBe(false);
  });
});
