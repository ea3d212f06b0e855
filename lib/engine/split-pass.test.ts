import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { BACKGROUND, EXXON_A, EXXON_B, HEARING_A, HEARING_B, UN_COUNCIL as COUNCIL, UN_POVERTY as POVERTY } from "@/lib/news/cluster/cluster-fixtures";
import type { ClusterInput } from "@/lib/news/cluster/story-clusterer";
import { insertMemberships, insertStoryShells } from "@/lib/queries/story-writes";
import { createTestDatabase } from "@/test/db";
import { clusterInputUrl, storeClusterInputs } from "@/test/factories/cluster-inputs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { GroupingReasonsBox } from "@/components/story/grouping-reasons";
import type { SplitReason } from "@/lib/db/schema";
import { groupingReasons } from "@/lib/site/story-grouping";
import { clusterPending, createClusterEngine } from "./cluster-pending";
import { getStoryDetail } from "./story-feed";
import { refreshStoryFacts } from "./refresh-story-facts";

// The split pass through the engine (issue 26): a stored story that holds two events (as an older
// clusterer chained them) is cut when the engine next clusters: the second event's reports move to a
// story of their own, and both stories' facts follow.
const MIXED = [EXXON_A, HEARING_A, EXXON_B, HEARING_B];
const ARTICLES = [...BACKGROUND, ...MIXED];
const url = clusterInputUrl;
const MIXED_STORY = 900_001;

interface Row {
  url: string;
  storyId: number;
  title: string;
  articleCount: number;
  score: number;
  sharedTerms: string[];
  split: SplitReason | null;
}

describe("the split pass in the engine", () => {
  let handle: DatabaseHandle;
  let byUrl: Map<string, Row>;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await storeClusterInputs(handle.db, ARTICLES);
    const ids = await queryRows<{ id: number; url: string }>(handle.db, sql`select id::int as id, url from articles`);
    const idOf = new Map(ids.map((row) => [row.url, row.id]));
    // The mixed story as stored earlier; the background articles are still pending.
    await insertStoryShells(handle.db, [{ id: MIXED_STORY, title: EXXON_A.title, seenAt: new Date(EXXON_A.publishedAt) }]);
    await insertMemberships(handle.db, MIXED.map((a) => ({ articleId: idOf.get(url(a))!, storyId: MIXED_STORY, score: 0.3, sharedTerms: [], sharedEntities: [] })), new Date());
    await refreshStoryFacts(handle.db, [MIXED_STORY]);
    await clusterPending(handle.db, createClusterEngine());
    const rows = await queryRows<Row>(
      handle.db,
      sql`select a.url, sa.story_id::int as "storyId", s.title, sa.score, sa.shared_terms as "sharedTerms", sa.split, s.article_count as "articleCount"
          from story_articles sa join articles a on a.id = sa.article_id join stories s on s.id = sa.story_id`,
    );
    byUrl = new Map(rows.map((row) => [row.url, row]));
  });

  it("moves the second event's reports to a new story; the first report's event keeps the story", () => {
    const story = (a: ClusterInput) => byUrl.get(url(a))!.storyId;
    expect(story(EXXON_A)).toBe(MIXED_STORY);
    expect(story(EXXON_B)).toBe(MIXED_STORY);
    expect(story(HEARING_A)).not.toBe(MIXED_STORY);
    expect(story(HEARING_B)).toBe(story(HEARING_A));
  });

  it("gives both stories their own facts: two reports each, the new story titled from its own reports", () => {
    const exxon = byUrl.get(url(EXXON_A))!;
    const hearing = byUrl.get(url(HEARING_A))!;
    expect(exxon.articleCount).toBe(2);
    expect(hearing.articleCount).toBe(2);
    expect([HEARING_A.title, HEARING_B.title]).toContain(hearing.title);
  });

  it("stores why each moved report is grouped in its new story, in words of that story's reports", () => {
    for (const moved of [HEARING_A, HEARING_B]) {
      const row = byUrl.get(url(moved))!;
      expect(row.score).toBeGreaterThan(0);
      expect(row.sharedTerms.length).toBeGreaterThan(0);
      const other = moved === HEARING_A ? HEARING_B : HEARING_A;
      const words = `${other.title} ${other.lead}`.toLowerCase();
      // As the reports wrote them ("hearing", not the index key "hear").
      for (const term of row.sharedTerms) expect(words).toMatch(new RegExp(`\\b${term.toLowerCase()}\\b`));
    }
  });

  it("stores why the moved reports left with them, and only with them", () => {
    for (const stayed of [EXXON_A, EXXON_B]) expect(byUrl.get(url(stayed))!.split).toBeNull();
    const split = byUrl.get(url(HEARING_A))!.split!;
    expect(byUrl.get(url(HEARING_B))!.split).toEqual(split);
    expect(split.fromStoryId).toBe(MIXED_STORY);
    expect(split.rule).toBe("threshold");
    expect(split.score).toBeLessThan(0.22);
    expect(split.within).toBeGreaterThan(split.score);
    expect(split.kept).toBeGreaterThan(split.score);
    // The two events share no word: the words alone split them, no pair rule is named.
    expect(split.rules).toEqual([]);
  });

  it("shows why split on the new story's page, in its why-grouped box, with a link to the story they left", async () => {
    const storyId = byUrl.get(url(HEARING_A))!.storyId;
    const detail = await getStoryDetail(handle.db, storyId);
    if (!detail || "mergedInto" in detail) throw new Error("the split story has no page");
    const html = renderToStaticMarkup(createElement(GroupingReasonsBox, { reasons: groupingReasons(detail.articles), articleCount: detail.articles.length }));
    const split = byUrl.get(url(HEARING_A))!.split!;
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toContain("Why split: 2 articles were taken out of another story because they had too little in common with the reports that stayed there");
    expect(text).toContain(`a mean similarity of ${split.score.toFixed(2)} between the two groups, below the 0.22 at which a story is split`);
    expect(html).toMatch(new RegExp(`<a [^>]*href="/article/${MIXED_STORY}"[^>]*>another story</a>`));
    expect(text).not.toContain("grouping rules");
    // The story that kept its first report shows no split of its own.
    const kept = await getStoryDetail(handle.db, MIXED_STORY);
    if (!kept || "mergedInto" in kept) throw new Error("the mixed story has no page");
    expect(groupingReasons(kept.articles).splits).toEqual([]);
  });
});

// "Why split" names the rule that acted (issue 26, sixth round): two headline-only reports of the UN a
// day and a half apart, stored as one story, are cut by the time rule, and the new story's page says so.
describe("the split pass in the engine, a rule deciding", () => {
  const STORY = 900_002;

  it("stores the time rule with the split and shows it on the new story's page", async () => {
    const handle = await createTestDatabase();
    await storeClusterInputs(handle.db, [...BACKGROUND, COUNCIL, POVERTY]);
    const ids = await queryRows<{ id: number; url: string }>(handle.db, sql`select id::int as id, url from articles`);
    const idOf = new Map(ids.map((row) => [row.url, row.id]));
    await insertStoryShells(handle.db, [{ id: STORY, title: COUNCIL.title, seenAt: new Date(COUNCIL.publishedAt) }]);
    await insertMemberships(handle.db, [COUNCIL, POVERTY].map((a) => ({ articleId: idOf.get(url(a))!, storyId: STORY, score: 0.3, sharedTerms: [], sharedEntities: [] })), new Date());
    await refreshStoryFacts(handle.db, [STORY]);
    await clusterPending(handle.db, createClusterEngine());
    const [row] = await queryRows<{ storyId: number; split: SplitReason | null }>(
      handle.db,
      sql`select sa.story_id::int as "storyId", sa.split from story_articles sa join articles a on a.id = sa.article_id where a.url = ${url(POVERTY)}`,
    );
    expect(row!.storyId).not.toBe(STORY);
    expect(row!.split!.rules).toEqual(["time"]);
    expect(row!.split!.before).toBeGreaterThanOrEqual(0.22);
    const detail = await getStoryDetail(handle.db, row!.storyId);
    if (!detail || "mergedInto" in detail) throw new Error("the split story has no page");
    const html = renderToStaticMarkup(createElement(GroupingReasonsBox, { reasons: groupingReasons(detail.articles), articleCount: detail.articles.length }));
    expect(html.replace(/<[^>]+>/g, "")).toContain(
      `The grouping rules lowered it from ${row!.split!.before!.toFixed(2)}, what the words alone give: they were published more than 16 hours apart. Without these rules the story would have stayed whole.`,
    );
  });
});
