import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { loadLandingExamples } from "./landing-examples";

// The live examples of the landing pages (issue 22), read from a real (PGlite) database through the
// engine's own loaders: an empty database gives no example (the page explains in words), a stocked one
// gives a two-sided story with its bar, a blindspot and a left/right headline pair.

const hour = 3600_000;
const base = Date.parse("2026-03-10T12:00:00Z");
const at = (hours: number) => new Date(base + hours * hour);

describe("landing examples", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });

  it("are all empty on an empty database, without an error", async () => {
    expect(await loadLandingExamples(handle.db, at(5))).toEqual({ story: null, blindspot: null, comparison: null });
  });

  it("show a real two-sided story, a real blindspot and the story's left and right headlines", async () => {
    await createOutlets(handle.db, [
      outletRecord("left-daily", { bias: "left" }),
      outletRecord("left-weekly", { bias: "leanLeft" }),
      outletRecord("centre-wire", { bias: "center" }),
      outletRecord("right-post", { bias: "right" }),
      outletRecord("right-times", { bias: "right" }),
      outletRecord("right-herald", { bias: "farRight" }),
    ]);
    await createStory(handle.db, [{ outletId: "centre-wire", title: "Local library extends opening hours", publishedAt: at(0) }]);
    const shared = await createStory(handle.db, [
      { outletId: "left-daily", title: "Senate passes climate bill in historic vote", publishedAt: at(1) },
      { outletId: "centre-wire", title: "Senate approves climate bill", publishedAt: at(1.5) },
      { outletId: "right-herald", title: "Senate rams through costly climate bill", publishedAt: at(2) },
    ]);
    const blindspot = await createStory(handle.db, [
      { outletId: "right-post", title: "Border town mayor warns of shelter shortage", publishedAt: at(2) },
      { outletId: "right-times", title: "Shelter shortage hits border town, mayor says", publishedAt: at(2.5) },
      { outletId: "right-herald", title: "Border town mayor: shelters are full", publishedAt: at(3) },
    ]);

    const examples = await loadLandingExamples(handle.db, at(5));
    expect(examples.story?.id).toBe(shared);
    expect(examples.story!.coverage.left).toBeGreaterThan(0);
    expect(examples.story!.coverage.right).toBeGreaterThan(0);
    expect(examples.blindspot?.id).toBe(blindspot);
    expect(examples.blindspot!.blindspotFor).toBe("left");
    expect(examples.comparison?.storyId).toBe(shared);
    expect(examples.comparison!.pair.left.title).toBe("Senate passes climate bill in historic vote");
    expect(examples.comparison!.pair.right.title).toBe("Senate rams through costly climate bill");
    // What the data cache stores must survive JSON.
    expect(JSON.parse(JSON.stringify(examples))).toEqual(examples);
  });
});
