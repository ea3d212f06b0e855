import { describe, expect, it } from "vitest";
import { biasProfile, leastReadSide, type ProfileRead, type ReadOutlet } from "./bias-profile";
import { DEFAULT_PROFILE_PERIOD, parseProfilePeriod, periodStart } from "./period";
import { missingStories, mostlyCoveredBy, type CoveredStory } from "./missing-stories";

const outlet = (id: string, bias: ReadOutlet["bias"], factuality: ReadOutlet["factuality"] = "high", ownershipType: string | null = "corporation"): ReadOutlet => ({
  id,
  name: id.toUpperCase(),
  bias,
  factuality,
  ownershipType,
});
const CNN = outlet("cnn", "left", "mostlyFactual");
const FOX = outlet("fox", "right", "low");
const REUTERS = outlet("reuters", "center", "veryHigh");
const GUARDIAN = outlet("guardian", "leanLeft", "high", "trust");
const GB = outlet("gbnews", "unknown", "mixed", null);

const read = (storyId: number, outlets: ReadOutlet[], interestIds: number[] = []): ProfileRead => ({ storyId, readAt: new Date(), outlets, interestIds });

describe("the bias profile", () => {
  it("counts an article read wholly toward its outlet", () => {
    const profile = biasProfile([read(1, [CNN]), read(2, [CNN]), read(3, [FOX]), read(4, [REUTERS])]);
    expect(profile.readCount).toBe(4);
    expect(profile.sides).toEqual({ left: 50, center: 25, right: 25 });
    expect(profile.bias).toMatchObject({ left: 50, center: 25, right: 25, leanLeft: 0, farRight: 0 });
    expect(profile.topOutlets.map((entry) => [entry.key, entry.weight, entry.percent, entry.bias])).toEqual([
      ["cnn", 2, 50, "left"],
      ["fox", 1, 25, "right"],
      ["reuters", 1, 25, "center"],
    ]);
    expect(profile.factuality).toMatchObject({ mostlyFactual: 50, low: 25, veryHigh: 25, high: 0 });
  });

  it("splits a story read across the story's outlets", () => {
    const profile = biasProfile([read(1, [CNN, FOX, REUTERS, GUARDIAN])]);
    expect(profile.storyCount).toBe(1);
    expect(profile.sides).toEqual({ left: 50, center: 25, right: 25 });
    expect(profile.topOutlets.every((entry) => entry.weight === 0.25)).toBe(true);
  });

  it("leaves unrated outlets out of the sides but keeps them in factuality and ownership", () => {
    const profile = biasProfile([read(1, [GB]), read(2, [FOX])]);
    expect(profile.unratedWeight).toBe(1);
    expect(profile.sides).toEqual({ left: 0, center: 0, right: 100 });
    expect(profile.factuality).toMatchObject({ mixed: 50, low: 50 });
    expect(profile.ownership.map((entry) => [entry.key, entry.percent])).toEqual([
      ["corporation", 50],
      ["unknown", 50],
    ]);
  });

  it("ranks the most-read interests, each story counted once per interest", () => {
    const profile = biasProfile([read(1, [CNN], [4, 4, 32]), read(2, [FOX], [4]), read(3, [FOX], [19])]);
    expect(profile.topInterests).toEqual([
      { id: 4, reads: 2 },
      { id: 19, reads: 1 },
      { id: 32, reads: 1 },
    ]);
  });

  it("is empty, with no side to suggest, before anything is read", () => {
    const profile = biasProfile([]);
    expect(profile.sides).toEqual({ left: 0, center: 0, right: 0 });
    expect(profile.leastReadSide).toBeNull();
    expect(profile.topOutlets).toEqual([]);
  });
});

describe("the side read least", () => {
  it("is the smallest share, and on a tie the side opposite the one read most", () => {
    expect(leastReadSide({ left: 5, center: 2, right: 3 })).toBe("center");
    expect(leastReadSide({ left: 5, center: 0, right: 0 })).toBe("right");
    expect(leastReadSide({ left: 0, center: 0, right: 4 })).toBe("left");
    expect(leastReadSide({ left: 0, center: 3, right: 0 })).toBe("left");
  });
});

describe("what the reader is missing", () => {
  const story = (id: number, coverage: CoveredStory["coverage"], sourceCount = 3): CoveredStory => ({ id, coverage, sourceCount, lastSeenAt: new Date(`2026-03-0${id}T00:00:00Z`) });

  it("lists unread stories mostly covered by the side read least, most covered first", () => {
    const stories = [
      story(1, { left: 0, center: 33, right: 67 }, 3),
      story(2, { left: 100, center: 0, right: 0 }, 9),
      story(3, { left: 0, center: 0, right: 100 }, 8),
      story(4, { left: 20, center: 30, right: 50 }, 10),
      story(5, { left: 50, center: 0, right: 50 }, 10),
    ];
    expect(missingStories(stories, "right", new Set([1])).map((entry) => entry.id)).toEqual([4, 3]);
    expect(mostlyCoveredBy(stories[4]!, "right")).toBe(false); // an even split is not "mostly"
  });
});

describe("periods", () => {
  it("reads ?period= and falls back to the month", () => {
    expect(parseProfilePeriod("week")).toBe("week");
    expect(parseProfilePeriod(["year", "week"])).toBe("year");
    expect(parseProfilePeriod("decade")).toBe(DEFAULT_PROFILE_PERIOD);
    expect(periodStart("week", new Date("2026-03-10T00:00:00Z")).toISOString()).toBe("2026-03-03T00:00:00.000Z");
  });
});

