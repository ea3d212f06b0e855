import { describe, expect, it } from "vitest";
import { BACKGROUND, EXXON_A, EXXON_B, EXXON_C, HEARING_A, HEARING_B } from "./cluster-fixtures";
import { StoryClusterer, type ClusterInput, type ClustererOptions } from "./story-clusterer";

/** A clusterer whose story "mixed" holds `members` (as after a restart), the background read first. */
function withStory(members: ClusterInput[], options: Partial<Omit<ClustererOptions, "newStoryId">> = {}): StoryClusterer {
  let next = 1;
  const c = new StoryClusterer({ ...options, newStoryId: () => `story-${next++}` });
  for (const article of BACKGROUND) c.add(article);
  for (const article of members) c.restore(article, "mixed");
  return c;
}

describe("the split pass", () => {
  it("cuts a story that holds two events into two, the first report's event keeping the story, and says why", () => {
    const c = withStory([EXXON_A, HEARING_A, EXXON_B, HEARING_B]);
    const splits = c.splitMixed();
    expect(splits).toHaveLength(1);
    const [split] = splits;
    expect(split!.fromStoryId).toBe("mixed");
    expect(split!.articleIds).toEqual(["hearing-a", "hearing-b"]);
    expect(c.storyMembers("mixed")).toEqual(["exxon-a", "exxon-b"]);
    expect(c.storyMembers(split!.intoStoryId)).toEqual(["hearing-a", "hearing-b"]);
    // Why split: the two groups have little in common, each group much more within itself.
    expect(split!.score).toBeLessThan(0.22);
    expect(split!.within).toBeGreaterThan(split!.score);
    expect(split!.kept).toBeGreaterThan(split!.score);
    // Examined once: nothing changed, nothing more to split.
    expect(c.splitMixed()).toEqual([]);
  });

  it("takes a lone report of another event out of a story", () => {
    const c = withStory([EXXON_A, EXXON_B, HEARING_A]);
    expect(c.splitMixed().map((s) => s.articleIds)).toEqual([["hearing-a"]]);
    expect(c.storyMembers("mixed")).toEqual(["exxon-a", "exxon-b"]);
  });

  it("leaves a story of one event whole, and splits nothing when the pass is off", () => {
    expect(withStory([EXXON_A, EXXON_B, EXXON_C]).splitMixed()).toEqual([]);
    expect(withStory([EXXON_A, HEARING_A, EXXON_B, HEARING_B], { splitThreshold: 0 }).splitMixed()).toEqual([]);
  });

  it("leaves stories larger than the examined size alone", () => {
    expect(withStory([EXXON_A, HEARING_A, EXXON_B, HEARING_B], { splitMaxMembers: 3 }).splitMixed()).toEqual([]);
  });
});

// Two headline-only reports whose headlines share one name and little else: one person, two events.
const CONCERT: ClusterInput = {
  id: "concert",
  source: "daily",
  title: "Maria Lopez cancels Madrid concert after storm damages stadium roof",
  lead: "Maria Lopez called off Saturday's show in Madrid after hail tore through the stadium roof.",
  publishedAt: Date.parse("2026-06-20T09:00:00Z"),
};
const LAWSUIT: ClusterInput = {
  id: "lawsuit",
  source: "herald",
  title: "Maria Lopez wins royalties lawsuit against former label",
  lead: "A federal jury sided with Maria Lopez over unpaid royalties from her first three albums.",
  publishedAt: Date.parse("2026-06-20T11:00:00Z"),
};

describe("the split pass's event anchors", () => {
  it("splits two headline-only reports that share only a name, which the join's gentler anchor penalty keeps together", () => {
    expect(withStory([CONCERT, LAWSUIT]).splitMixed().map((s) => s.articleIds)).toEqual([["lawsuit"]]);
    expect(withStory([CONCERT, LAWSUIT], { splitAnchorPenalty: 1 }).splitMixed()).toEqual([]);
  });
});

describe("the split pass's core", () => {
  // Two reports of one concert's cancellation, close to each other, and a third report on the singer
  // that shares her name and a little more: above the split threshold with them, far below their own cohesion.
  const CONCERT_B: ClusterInput = {
    id: "concert-b",
    source: "courier",
    title: "Storm tears stadium roof, Maria Lopez calls off Madrid concert",
    lead: "Hail damaged the roof of the Madrid stadium hours before Maria Lopez was due on stage on Saturday.",
    publishedAt: Date.parse("2026-06-20T10:00:00Z"),
  };
  const COURT: ClusterInput = { ...LAWSUIT, lead: "A Madrid court sided with Maria Lopez on Saturday over unpaid royalties from her first albums." };

  it("takes out a headline-only report that hangs on the story's core loosely, and says how loosely", () => {
    const splits = withStory([CONCERT, CONCERT_B, COURT]).splitMixed();
    expect(splits.map((s) => s.articleIds)).toEqual([["lawsuit"]]);
    const [split] = splits;
    expect(split!.score).toBeGreaterThanOrEqual(0.22);
    expect(split!.score).toBeLessThan(0.4 * split!.kept!);
    expect(split!.within).toBeNull();
  });

  it("leaves it when the core rule is off (its link is above the threshold)", () => {
    expect(withStory([CONCERT, CONCERT_B, COURT], { splitCoreRatio: 0 }).splitMixed()).toEqual([]);
  });
});

describe("the split pass's legal-saga stages (the event's action)", () => {
  // A trial's opening plea and, a day later, its sentence: the same man, court and charges, two events.
  const PLEA: ClusterInput = {
    id: "plea",
    source: "daily",
    title: "Former port official admits taking bribes from shipping firm",
    lead: "Jan Kowalski, the former Gdansk port official, told the court at the start of his trial that he took bribes from a shipping firm.",
    publishedAt: Date.parse("2026-06-19T16:00:00Z"),
  };
  const SENTENCE: ClusterInput = {
    id: "sentence",
    source: "herald",
    title: "Court jails former port official for four years over bribes",
    lead: "The Gdansk court sentenced Jan Kowalski to four years in prison on Friday.",
    publishedAt: Date.parse("2026-06-20T12:00:00Z"),
  };
  const PLEA_B: ClusterInput = { ...PLEA, id: "plea-b", source: "courier", title: "Gdansk port official admits bribes as his trial opens" };

  it("splits the plea from the sentence, which share most of their words and would stay together otherwise", () => {
    expect(withStory([PLEA, SENTENCE]).splitMixed().map((s) => s.articleIds)).toEqual([["sentence"]]);
    expect(withStory([PLEA, SENTENCE], { splitStageFactor: 1 }).splitMixed()).toEqual([]);
  });

  it("keeps two reports of the same stage together", () => {
    expect(withStory([PLEA, PLEA_B]).splitMixed()).toEqual([]);
  });
});
