import { describe, expect, it } from "vitest";
import { atIndex } from "@/test/at-index";
import { ARRESTS_A, ARRESTS_B, BACKGROUND, BRIDGE_A, BRIDGE_B, BUDGET, DAY, EXXON_A, EXXON_B, EXXON_C, HEARING_A, HEARING_B, LIBRARY, NOMINEE_HEARING } from "./cluster-fixtures";
import { StoryClusterer, type ClusterInput, type ClustererOptions, type JoinDecision } from "./story-clusterer";

const DAY_MS = 24 * 3600_000;

function clusterer(options: Partial<Omit<ClustererOptions, "newStoryId">> = {}): StoryClusterer {
  let next = 1;
  return new StoryClusterer({ ...options, newStoryId: () => `story-${next++}` });
}

function stream(c: StoryClusterer, articles: ClusterInput[]): Map<string, JoinDecision> {
  return new Map(articles.map((a) => [a.id, c.add(a)]));
}

describe("StoryClusterer", () => {
  it("joins two outlets' reports of the same event told in different words", () => {
    const decisions = stream(clusterer(), [...BACKGROUND, EXXON_A, EXXON_B, EXXON_C]);
    const first = decisions.get("exxon-a")!;
    expect(first.isNewStory).toBe(true);
    for (const id of ["exxon-b", "exxon-c"]) {
      expect(decisions.get(id)!.isNewStory).toBe(false);
      expect(decisions.get(id)!.storyId).toBe(first.storyId);
    }
  });

  it("keeps unrelated stories of the same day apart", () => {
    const decisions = stream(clusterer(), [...BACKGROUND, EXXON_A, HEARING_A, BUDGET, EXXON_B, HEARING_B]);
    const story = (id: string) => decisions.get(id)!.storyId;
    for (const bg of BACKGROUND) expect(decisions.get(bg.id)!.isNewStory).toBe(true);
    expect(new Set([story("exxon-a"), story("hearing-a"), story("budget")]).size).toBe(3);
    expect(story("exxon-b")).toBe(story("exxon-a"));
    expect(story("hearing-b")).toBe(story("hearing-a"));
  });

  it("records why an article joined: score, shared terms and shared names", () => {
    const decisions = stream(clusterer(), [...BACKGROUND, EXXON_A, EXXON_B]);
    const joined = decisions.get("exxon-b")!;
    expect(joined.score).toBeGreaterThan(0.25);
    expect(joined.sharedTerms.join(" ").toLowerCase()).toMatch(/climate|fraud/);
    expect(joined.sharedEntities.map((e) => e.toLowerCase())).toEqual(expect.arrayContaining(["york"]));
    expect(joined.sharedEntities.some((e) => /exxon/i.test(e))).toBe(true);
    const started = decisions.get("exxon-a")!;
    expect(started.sharedTerms).toEqual([]);
    expect(started.sharedEntities).toEqual([]);
  });

  it("evicts a story after the active window without articles, so a late article starts a new one", () => {
    const c = clusterer({ activeWindowMs: 2 * DAY_MS });
    stream(c, BACKGROUND);
    const first = c.add(EXXON_A);
    expect(c.evictInactive(DAY + DAY_MS)).toEqual([]);
    const evicted = c.evictInactive(DAY + 3 * DAY_MS);
    expect(evicted).toContain(first.storyId);
    expect(c.activeStoryCount).toBe(0);
    const late = c.add({ ...EXXON_B, publishedAt: DAY + 3 * DAY_MS });
    expect(late.isNewStory).toBe(true);
    expect(late.storyId).not.toBe(first.storyId);
  });

  it("does not join a story whose articles are further away in time than the window", () => {
    const c = clusterer({ activeWindowMs: 2 * DAY_MS });
    stream(c, [...BACKGROUND, EXXON_A]);
    expect(c.add({ ...EXXON_B, publishedAt: DAY + 5 * DAY_MS }).isNewStory).toBe(true);
  });

  it("merge pass fuses two stories about one event; the older story keeps its id", () => {
    const c = clusterer();
    stream(c, BACKGROUND);
    c.restore(EXXON_A, "old");
    c.restore(EXXON_C, "newer");
    expect(c.activeStoryCount).toBe(BACKGROUND.length + 2);
    const merges = c.mergeConverged(DAY + DAY_MS / 2);
    expect(merges).toHaveLength(1);
    expect(merges[0]).toMatchObject({ intoStoryId: "old", fromStoryId: "newer" });
    expect(atIndex(merges, 0).score).toBeGreaterThan(0.4);
    expect(c.storyMembers("old")).toEqual(["exxon-a", "exxon-c"]);
    expect(c.activeStoryCount).toBe(BACKGROUND.length + 1);
    expect(c.mergeConverged(DAY + DAY_MS / 2)).toEqual([]);
  });

  it("merge pass moves an article left alone into the story that has since formed around its event", () => {
    const c = clusterer();
    stream(c, BACKGROUND);
    // Restored apart (say, the right-leaning report was decided before the story existed): its words
    // differ too much for the stories' centroids to converge, but it scores as a newcomer would join.
    c.restore(EXXON_A, "story");
    c.restore(EXXON_C, "story");
    c.restore(EXXON_B, "alone");
    c.restore(HEARING_A, "other");
    const merges = c.mergeConverged(DAY + DAY_MS / 2);
    expect(merges).toEqual([expect.objectContaining({ intoStoryId: "story", fromStoryId: "alone" })]);
    expect(atIndex(merges, 0).score).toBeGreaterThanOrEqual(0.25);
    expect(c.storyMembers("story")).toEqual(["exxon-a", "exxon-c", "exxon-b"]);
    expect(c.storyMembers("other")).toEqual(["hearing-a"]);
  });

  it("event anchors: a report sharing little more than the subject's name with a story (a hearing, then arrests at it) starts its own", () => {
    const arrests = { ...ARRESTS_A, title: "Police arrest 70 protesters at Kavanaugh hearing" };
    const decisions = stream(clusterer(), [...BACKGROUND, NOMINEE_HEARING, arrests, ARRESTS_B]);
    expect(decisions.get("arrests-a")!.isNewStory).toBe(true);
    expect(decisions.get("arrests-b")!.storyId).toBe(decisions.get("arrests-a")!.storyId);
    // Without the anchor rule, the first arrests report joins the hearing's story on "Kavanaugh".
    const loose = stream(clusterer({ similarity: { anchorPenalty: 0 } }), [...BACKGROUND, NOMINEE_HEARING, arrests]);
    expect(loose.get("arrests-a")!.storyId).toBe(loose.get("nominee-hearing")!.storyId);
  });

  it("second look: an article that joined a neighbouring event's story moves to its own once that has formed", () => {
    const c = clusterer();
    const decisions = stream(c, [...BACKGROUND, NOMINEE_HEARING, ARRESTS_A, ARRESTS_B]);
    const hearing = decisions.get("nominee-hearing")!.storyId;
    // Decided with the stories of the moment: the first arrests report joins the hearing's story, the
    // second (from the hearing report's outlet) starts the arrests' story.
    expect(decisions.get("arrests-a")).toMatchObject({ storyId: hearing, isNewStory: false });
    const arrests = decisions.get("arrests-b")!;
    expect(arrests.isNewStory).toBe(true);

    const moves = c.reassignMembers();
    expect(moves).toEqual([expect.objectContaining({ articleId: "arrests-a", fromStoryId: hearing, intoStoryId: arrests.storyId })]);
    expect(moves[0]!.score).toBeGreaterThan(decisions.get("arrests-a")!.score);
    // Why it fits there, in the words as written (a stored member keeps no readable forms of its own).
    expect(moves[0]!.sharedTerms).toEqual(expect.arrayContaining(["Capitol", "protesters"]));
    expect(c.storyMembers(hearing)).toEqual(["nominee-hearing"]);
    expect(c.storyMembers(arrests.storyId)).toEqual(["arrests-b", "arrests-a"]);

    // Each article gets one second look: nothing has been decided since, so nothing moves again.
    expect(c.reassignMembers()).toEqual([]);
    // The next report of the arrests now finds their story.
    const next = c.add({ ...ARRESTS_B, id: "arrests-c", source: "outlet-c", publishedAt: ARRESTS_B.publishedAt + 3600_000 });
    expect(next.storyId).toBe(arrests.storyId);
  });

  it("second look leaves an article where it fits best, and never moves the only member of a story", () => {
    const c = clusterer();
    stream(c, [...BACKGROUND, EXXON_A, HEARING_A, EXXON_B, HEARING_B, BUDGET]);
    expect(c.reassignMembers()).toEqual([]);
    expect(c.activeStoryCount).toBe(BACKGROUND.length + 3);
  });

  it("merge pass leaves unrelated stories alone", () => {
    const c = clusterer();
    stream(c, [...BACKGROUND, EXXON_A, HEARING_A, BUDGET]);
    expect(c.mergeConverged(DAY + DAY_MS / 2)).toEqual([]);
    expect(c.activeStoryCount).toBe(BACKGROUND.length + 3);
  });

  it("restore() rebuilds memory after a restart: the next article joins the restored story", () => {
    let idsAsked = 0;
    const c = new StoryClusterer({ newStoryId: () => `fresh-${++idsAsked}` });
    for (const [i, bg] of BACKGROUND.entries()) c.restore(bg, `db-${i}`);
    c.restore(EXXON_A, "db-42");
    expect(idsAsked).toBe(0);
    const decision = c.add(EXXON_B);
    expect(decision).toMatchObject({ storyId: "db-42", isNewStory: false });
    expect(c.storyMembers("db-42")).toEqual(["exxon-a", "exxon-b"]);
    expect(c.add(BUDGET)).toMatchObject({ storyId: "fresh-1", isNewStory: true });
  });

  it("is deterministic: the same articles in the same order give the same decisions", () => {
    const articles = [...BACKGROUND, EXXON_A, HEARING_A, BUDGET, EXXON_B, HEARING_B, EXXON_C];
    const first = [...stream(clusterer(), articles).values()];
    const second = [...stream(clusterer(), articles).values()];
    expect(second).toEqual(first);
  });

  it("carries corpus statistics across a restart through a snapshot", () => {
    const before = clusterer();
    stream(before, [...BACKGROUND, EXXON_A]);
    const after = new StoryClusterer({ newStoryId: () => "x", statistics: before.statisticsSnapshot() });
    expect(after.similarity(EXXON_B, EXXON_A).score).toBeCloseTo(before.similarity(EXXON_B, EXXON_A).score, 6);
    expect(after.activeStoryCount).toBe(0);
  });

  it("articles without a date still cluster (time then plays no part)", () => {
    const decisions = stream(clusterer(), [...BACKGROUND, { ...EXXON_A, publishedAt: Number.NaN }, { ...EXXON_B, publishedAt: Number.NaN }]);
    expect(decisions.get("exxon-b")!.storyId).toBe(decisions.get("exxon-a")!.storyId);
  });

  it("joins two reports whose headlines share no words when their full texts tell the same facts", () => {
    const withTexts = stream(clusterer(), [...BACKGROUND, BRIDGE_A, LIBRARY, BRIDGE_B]);
    const joined = withTexts.get("bridge-b")!;
    expect(joined).toMatchObject({ isNewStory: false, storyId: withTexts.get("bridge-a")!.storyId });
    expect(withTexts.get("library")!.isNewStory).toBe(true);
    // The explanation names what the full texts share, not only headline words.
    expect(joined.sharedTerms.join(" ")).toMatch(/Maple|Whitlock|Ortiz|#14.2|flood/);

    // Feeds that give only headlines and leads: nothing connects the two, so they stay apart.
    const headlinesOnly = [BRIDGE_A, LIBRARY, BRIDGE_B].map(({ body: _body, ...rest }) => rest);
    const without = stream(clusterer(), [...BACKGROUND, ...headlinesOnly]);
    expect(without.get("bridge-b")!.isNewStory).toBe(true);
  });

  it("scores articles without a full text as before: the full-text weight changes nothing for them", () => {
    const plain = clusterer().similarity(EXXON_B, EXXON_A).score;
    const noTexts = new StoryClusterer({ newStoryId: () => "x", similarity: { textWeight: 0, textScale: 1 } }).similarity(EXXON_B, EXXON_A).score;
    expect(plain).toBeCloseTo(noTexts, 10);
    // One side with a full text and the other without: compared on headlines and leads alone.
    expect(clusterer().similarity({ ...EXXON_B, body: BRIDGE_A.body }, EXXON_A).score).toBeCloseTo(plain, 10);
  });
});
