import { describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { BLINDSPOT_STORIES_PER_SIDE } from "@/lib/billing/entitlements";
import { loadFeedCards } from "./load-feed-cards";
import { moreStories } from "./more-stories";

// The shared blindspot list every /blindspot page and "Load more" is cut from (issue 28): it holds every
// blindspot, so a paying reader's plan can reach past the free plan's number (it used to be cut to 20).

const base = Date.parse("2026-03-10T12:00:00Z");

describe("the blindspot feed's cards", () => {
  it("keep every blindspot of a side, and each reader is cut to their plan from them", async () => {
    const handle = await createTestDatabase();
    const outlets = ["right-post", "right-times", "right-herald"];
    await createOutlets(handle.db, outlets.map((id) => outletRecord(id, { bias: "right" })));
    const count = BLINDSPOT_STORIES_PER_SIDE.none + 3;
    for (let index = 0; index < count; index++) {
      const title = `County ${index} opens bridge number ${index} to traffic`;
      await createStory(handle.db, outlets.map((outletId, k) => ({ outletId, title, publishedAt: new Date(base - (index * 60 + k) * 60_000) })));
    }
    const cards = await loadFeedCards(handle.db, { kind: "blindspot" }, new Date(base + 3_600_000));
    expect(cards.cards.filter((card) => card.blindspotFor === "left")).toHaveLength(count);
    const load = async () => cards;
    const free = await moreStories(new URLSearchParams("feed=blindspot&side=left&offset=0&limit=50"), load);
    const pro = await moreStories(new URLSearchParams("feed=blindspot&side=left&offset=0&limit=50"), load, BLINDSPOT_STORIES_PER_SIDE.pro);
    expect(free.stories).toHaveLength(BLINDSPOT_STORIES_PER_SIDE.none);
    expect(pro.stories).toHaveLength(count);
  });
});
