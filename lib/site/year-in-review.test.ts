import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { articles, interests, stories } from "@/lib/db/schema";
import { shareSlugFrom, SHARE_SLUG_PATTERN, yearInReviewSections } from "@/lib/personal/year-in-review";
import { recordRead } from "@/lib/queries/reads";
import { setYearInReviewShare, userByYearInReviewShare, yearInReviewShareOf } from "@/lib/queries/year-in-review";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { createTestUser } from "@/test/factories/users";
import { loadYearInReview } from "./year-in-review";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});

const at = (month: number, day: number) => new Date(Date.UTC(2026, month - 1, day, 12));

describe("the year in review from real reads", () => {
  it("counts the year's stories and articles, the side mix by month, outlets, topics, blindspots and the mix of all readers", async () => {
    const db = handle.db;
    await createOutlets(db, [
      outletRecord("yir-left", { name: "Left Gazette", bias: "left" }),
      outletRecord("yir-right", { name: "Right Herald", bias: "right" }),
    ]);
    const both = await createStory(db, [
      { outletId: "yir-left", title: "Budget vote", publishedAt: at(2, 1) },
      { outletId: "yir-right", title: "Budget vote passes", publishedAt: at(2, 1) },
    ]);
    const leftOnly = await createStory(db, [{ outletId: "yir-left", title: "Rent strike", publishedAt: at(3, 1) }]);
    await db.insert(interests).values({ id: 7101, kind: "topic", name: "Housing", slug: "yir-housing" });
    await db.update(stories).set({ interestIds: [7101] }).where(eq(stories.id, leftOnly));
    await db.update(stories).set({ interestIds: [] }).where(eq(stories.id, both));
    await db.update(stories).set({ blindspotFor: "right" }).where(eq(stories.id, leftOnly));
    const [leftArticle] = await db.select({ id: articles.id }).from(articles).where(eq(articles.outletId, "yir-left")).orderBy(articles.publishedAt).offset(1);
    const [rightArticle] = await db.select({ id: articles.id }).from(articles).where(inArray(articles.outletId, ["yir-right"]));

    const { user: reader } = await createTestUser(db);
    const { user: other } = await createTestUser(db);
    await recordRead(db, { userId: reader.id, storyId: both, readAt: new Date(Date.UTC(2025, 11, 31, 23)) }); // last year: not counted
    await recordRead(db, { userId: reader.id, storyId: both, readAt: at(2, 10) }); // half left, half right
    await recordRead(db, { userId: reader.id, storyId: leftOnly, articleId: leftArticle!.id, readAt: at(3, 5) });
    await recordRead(db, { userId: reader.id, storyId: leftOnly, readAt: at(3, 6) });
    await recordRead(db, { userId: other.id, storyId: both, articleId: rightArticle!.id, readAt: at(1, 20) });

    const { review, interestNames } = await loadYearInReview(db, reader.id, at(6, 1), { compare: true, timeZoneId: null });
    expect(review.year).toBe(2026);
    expect([review.readCount, review.storyCount, review.articleCount]).toEqual([3, 2, 1]);
    // 2.5 reads' weight to the left, 0.5 to the right.
    expect(review.sides).toEqual({ left: 83, center: 0, right: 17 });
    expect(review.months.map((month) => [month.month, month.storyCount, month.sides])).toEqual(
      Array.from({ length: 12 }, (_, index) =>
        index === 1 ? [2, 1, { left: 50, center: 0, right: 50 }] : index === 2 ? [3, 1, { left: 100, center: 0, right: 0 }] : [index + 1, 0, { left: 0, center: 0, right: 0 }],
      ),
    );
    expect(review.topOutlets.map((entry) => [entry.name, entry.weight])).toEqual([["Left Gazette", 2.5], ["Right Herald", 0.5]]);
    expect(review.topInterests).toEqual([{ id: 7101, reads: 2 }]);
    expect(interestNames.get(7101)).toBe("Housing");
    expect(review.blindspotCount).toBe(1);
    expect(review.blindspots).toEqual([{ storyId: leftOnly, title: "Rent strike", blindspotFor: "right" }]);
    // All readers: the reader's 2.5 left and 0.5 right, and the other reader's right article.
    expect(review.comparison).toEqual({ everyone: { left: 63, center: 0, right: 37 }, difference: { left: 20, center: 0, right: -20 } });

    // Levels one and two do not show the comparison, and it is not computed for them.
    const { review: withoutComparison } = await loadYearInReview(db, reader.id, at(6, 1), { compare: false, timeZoneId: null });
    expect([withoutComparison.sides, withoutComparison.comparison]).toEqual([review.sides, null]);

    const { review: otherReview } = await loadYearInReview(db, other.id, at(6, 1), { compare: true, timeZoneId: null });
    expect([otherReview.storyCount, otherReview.articleCount, otherReview.sides.right]).toEqual([1, 1, 100]);
  });

  it("draws the year and its months on the reader's own calendar (account time zone), UTC when it has none", async () => {
    const db = handle.db;
    await createOutlets(db, [outletRecord("yir-tz", { name: "Zone Times", bias: "center" })]);
    const story = await createStory(db, [{ outletId: "yir-tz", title: "New Year fireworks", publishedAt: at(1, 1) }]);
    const { user } = await createTestUser(db);
    // 31 December 2025 at 12:00 UTC is already 1 January 2026, 01:00, in Auckland.
    await recordRead(db, { userId: user.id, storyId: story, readAt: new Date(Date.UTC(2025, 11, 31, 12)) });
    // 1 March 2026 at 05:00 UTC is still 28 February in Los Angeles.
    await recordRead(db, { userId: user.id, storyId: story, readAt: new Date(Date.UTC(2026, 2, 1, 5)) });
    const count = (review: { months: { storyCount: number }[] }) => review.months.map((month) => month.storyCount);
    const auckland = (await loadYearInReview(db, user.id, at(6, 1), { compare: false, timeZoneId: "Pacific/Auckland" })).review;
    expect(auckland.readCount).toBe(2);
    expect(count(auckland).slice(0, 3)).toEqual([1, 0, 1]);
    const losAngeles = (await loadYearInReview(db, user.id, at(6, 1), { compare: false, timeZoneId: "America/Los_Angeles" })).review;
    expect(losAngeles.readCount).toBe(1);
    expect(count(losAngeles).slice(0, 3)).toEqual([0, 1, 0]);
    const utc = (await loadYearInReview(db, user.id, at(6, 1), { compare: false, timeZoneId: "Not/AZone" })).review;
    expect(utc.readCount).toBe(1);
    expect(count(utc).slice(0, 3)).toEqual([0, 0, 1]);
  });

  it("an empty year is empty, with no comparison", async () => {
    const { user } = await createTestUser(handle.db);
    const { review } = await loadYearInReview(handle.db, user.id, at(6, 1), { compare: true, timeZoneId: null });
    expect([review.readCount, review.storyCount, review.articleCount, review.blindspotCount]).toEqual([0, 0, 0, 0]);
    expect(review.sides).toEqual({ left: 0, center: 0, right: 0 });
    expect(review.comparison).toBeNull();
  });

  it("a share link is off by default, found while on, and gone once switched off", async () => {
    const { user } = await createTestUser(handle.db, { subscriptionStatus: "pro" });
    expect(await yearInReviewShareOf(handle.db, user.id)).toBeNull();
    const slug = shareSlugFrom(crypto.getRandomValues(new Uint8Array(18)));
    expect(slug).toMatch(SHARE_SLUG_PATTERN);
    await setYearInReviewShare(handle.db, user.id, slug);
    expect(await userByYearInReviewShare(handle.db, slug)).toEqual({ id: user.id, subscriptionStatus: "pro", timeZoneId: null });
    await setYearInReviewShare(handle.db, user.id, null);
    expect(await userByYearInReviewShare(handle.db, slug)).toBeNull();
  });
});

describe("what each level shows", () => {
  it("free shows the totals, pro and premium add outlets, topics and blindspots, level three the months and comparison", () => {
    expect(yearInReviewSections(0)).toEqual({ totals: false, outletsTopicsBlindspots: false, monthsAndComparison: false });
    expect(yearInReviewSections(1)).toEqual({ totals: true, outletsTopicsBlindspots: false, monthsAndComparison: false });
    expect(yearInReviewSections(2)).toEqual({ totals: true, outletsTopicsBlindspots: true, monthsAndComparison: false });
    expect(yearInReviewSections(3)).toEqual({ totals: true, outletsTopicsBlindspots: true, monthsAndComparison: true });
  });

  it("refuses to make a slug from too few random bytes", () => {
    expect(() => shareSlugFrom(new Uint8Array(8))).toThrow(/18 random bytes/);
  });
});
