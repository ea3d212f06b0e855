import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { pageViewReport } from "@/lib/queries/page-views";
import { createTestDatabase } from "@/test/db";
import { POST } from "./route";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
});

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const view = (body: unknown, userAgent = BROWSER) =>
  POST(new Request("http://localhost:3000/api/views", { method: "POST", headers: { "content-type": "application/json", "user-agent": userAgent }, body: JSON.stringify(body) }));

describe("POST /api/views and the operator's report (issue 19)", () => {
  it("counts page views by section and day, with top pages, referrers, landing pages and campaigns", async () => {
    const since = new Date(Date.now() - 60_000);
    expect((await view({ path: "/", landing: true, referrer: "https://search.example/?q=news", utmCampaign: "spring" })).status).toBe(204);
    expect((await view({ path: "/article/12?side=left", landing: false, referrer: "http://localhost:3000/" })).status).toBe(204);
    expect((await view({ path: "/article/99", landing: false })).status).toBe(204);
    expect((await view({ path: "/blindspot", landing: true, referrer: "https://social.example/post/1" })).status).toBe(204);

    const report = await pageViewReport(handle.db, { since, until: new Date(Date.now() + 60_000), limit: 10 });
    const today = new Date().toISOString().slice(0, 10);
    expect(report.total).toBe(4);
    expect(report.sectionsByDay).toEqual([
      { day: today, section: "NewsRoom", views: 2 },
      { day: today, section: "Blindspot", views: 1 },
      { day: today, section: "News", views: 1 },
    ]);
    expect(report.topPages[0]).toEqual({ key: "Article", views: 2 });
    expect(report.referrers).toEqual([
      { key: "search.example", views: 1 },
      { key: "social.example", views: 1 },
    ]);
    expect(report.landingPages.map((page) => page.key).sort()).toEqual(["/", "/blindspot"]);
    expect(report.campaigns).toEqual([{ key: "spring", views: 1 }]);
  });

  it("does not count a bot, and refuses a body that is not a page view with a clear message", async () => {
    const window = { since: new Date(Date.now() - 3_600_000), until: new Date(Date.now() + 60_000), limit: 10 };
    const before = (await pageViewReport(handle.db, window)).total;
    expect((await view({ path: "/", landing: true }, "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).status).toBe(204);
    const bad = await view({ path: "https://elsewhere.example/", landing: true });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("must be a path on this site");
    expect((await pageViewReport(handle.db, window)).total).toBe(before);
  });
});
