import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/api/errors";
import type { FeedFilter } from "@/lib/queries/story-reads";
import type { FeedCard } from "./feed-card";
import { moreStories } from "./more-stories";

function card(id: number, blindspotFor: FeedCard["blindspotFor"] = null): FeedCard {
  return {
    id,
    title: `Story ${id}`,
    summary: "",
    imageUrl: null,
    firstSeenAt: "2026-03-10T10:00:00.000Z",
    lastSeenAt: "2026-03-10T11:00:00.000Z",
    articleCount: 3,
    sourceCount: 3,
    coverage: { left: 33, center: 34, right: 33 },
    blindspotFor,
    topInterest: null,
  };
}

const requested: FeedFilter[] = [];
const loadCards = async (filter: FeedFilter) => {
  requested.push(filter);
  const cards = filter.kind === "blindspot" ? [card(1, "left"), card(2, "right"), card(3, "left"), card(4, "left")] : [1, 2, 3, 4, 5].map((id) => card(id));
  return { feed: "x", at: null, cards };
};

describe("GET /v04/stories/more (Load more)", () => {
  it("reaches only as far down a blindspot tab as the reader's plan allows (spec §6 tiers)", async () => {
    const twoPerSide = await moreStories(new URLSearchParams("feed=blindspot&side=left&offset=0&limit=10"), loadCards, 2);
    expect(twoPerSide.stories.map((story) => story.id)).toEqual([1, 3]);
    expect(twoPerSide.hasMore).toBe(false);
    const beyond = await moreStories(new URLSearchParams("feed=blindspot&side=left&offset=2&limit=10"), loadCards, 2);
    expect(beyond.stories).toEqual([]);
    const all = await moreStories(new URLSearchParams("feed=blindspot&side=left&offset=0&limit=10"), loadCards, Number.POSITIVE_INFINITY);
    expect(all.stories.map((story) => story.id)).toEqual([1, 3, 4]);
    // The plan's reach is told, for the cached page to show a paying reader their own counts (issue 28).
    expect(twoPerSide.blindspotsPerSide).toBe(2);
    expect(all.blindspotsPerSide).toBeNull();
    expect((await moreStories(new URLSearchParams("feed=top-uk&offset=0&limit=2"), loadCards)).blindspotsPerSide).toBeUndefined();
  });

  it("answers the next slice of the feed and whether more follow", async () => {
    const page = await moreStories(new URLSearchParams("feed=top-uk&offset=2&limit=2"), loadCards);
    expect(page.stories.map((story) => story.id)).toEqual([3, 4]);
    expect(page.hasMore).toBe(true);
    expect(requested.at(-1)).toEqual({ kind: "edition", edition: "top-uk" });
    const last = await moreStories(new URLSearchParams("feed=top-uk&offset=4&limit=2"), loadCards);
    expect(last.stories.map((story) => story.id)).toEqual([5]);
    expect(last.hasMore).toBe(false);
  });

  it("keeps to one blindspot tab with side=", async () => {
    const page = await moreStories(new URLSearchParams("feed=blindspot&side=left&offset=1&limit=5"), loadCards);
    expect(page.stories.map((story) => story.id)).toEqual([3, 4]);
  });

  it("reads local feeds with their place", async () => {
    await moreStories(new URLSearchParams("feed=local&country=us&region=tx&offset=0"), loadCards);
    expect(requested.at(-1)).toEqual({ kind: "local", countryCode: "US", regionCode: "TX" });
  });

  it("rejects bad queries with a message naming the field", async () => {
    await expect(moreStories(new URLSearchParams("feed=top-us&side=left"), loadCards)).rejects.toThrow(/side:/);
    await expect(moreStories(new URLSearchParams("feed=nowhere"), loadCards)).rejects.toBeInstanceOf(AppError);
    await expect(moreStories(new URLSearchParams("feed=top-us&asOf=2026-01-01"), loadCards)).rejects.toThrow(/asOf/);
  });
});
