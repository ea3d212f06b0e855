import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { shareSlugFrom } from "@/lib/personal/year-in-review";
import { recordRead } from "@/lib/queries/reads";
import { setYearInReviewShare } from "@/lib/queries/year-in-review";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { createTestUser } from "@/test/factories/users";
import { GET } from "./route";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
});

const imageOf = (slug: string) => GET(new Request(`http://localhost:3000/year-in-review/${slug}/image`), { params: Promise.resolve({ slug }) });

describe("the year in review's share image", () => {
  it("is a 1200×630 PNG while the reader shares, and 404 once they stop or for a made-up slug", async () => {
    await createOutlets(handle.db, [outletRecord("img-left", { bias: "left" })]);
    const story = await createStory(handle.db, [{ outletId: "img-left", title: "Rail strike", publishedAt: new Date() }]);
    const { user } = await createTestUser(handle.db);
    await recordRead(handle.db, { userId: user.id, storyId: story, readAt: new Date() });
    const slug = shareSlugFrom(crypto.getRandomValues(new Uint8Array(18)));
    await setYearInReviewShare(handle.db, user.id, slug);

    const shared = await imageOf(slug);
    expect(shared.status).toBe(200);
    expect(shared.headers.get("content-type")).toBe("image/png");
    const png = new Uint8Array(await shared.arrayBuffer());
    expect([...png.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join("")).toBe("PNG");
    const view = new DataView(png.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);

    await setYearInReviewShare(handle.db, user.id, null);
    expect((await imageOf(slug)).status).toBe(404);
    expect((await imageOf("not-a-slug")).status).toBe(404);
  }, 60_000);
});
