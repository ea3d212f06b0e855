import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { freePort } from "../scripts/lib/free-port";
import { runScript, siteEnv, startSite, stopSite } from "./own-server";

// Engine → page cache, end to end (issue 4 "Speed": public pages are cached and invalidated by the
// engine when a story changes). A server of its own, with the embedded engine running, fetches two
// outlets' feeds from a feed server this test controls. The right-leaning outlet's feed is held back
// until the test has the home page and a story page in Next's page cache; once released, the engine
// ingests and clusters it, and both cached pages must show the change within seconds, long before their
// 30-second revalidate window could have refreshed them on its own. It shares the main suite's build:
// the page and data caches live in each server's memory (next.config.js, isrFlushToDisk: false).

/** The cached pages' revalidate window (FEED_CACHE_SECONDS): a refresh later than this proves nothing. */
const REVALIDATE_WINDOW_MS = 30_000;
/** How soon the change must show: the coalescing second, a render, and room for a busy machine. */
const INVALIDATION_DEADLINE_MS = 12_000;
const EDITION_COOKIE = { cookie: "GROUND_FEED_EDITION=top-us" };

const hour = 3600_000;
const LEFT_HEADLINE = "Lakeview council approves floating solar farm on city reservoir";
const RIGHT_HEADLINE_SAME_EVENT = "Lakeview council votes for floating solar farm on city reservoir";
const RIGHT_ONLY_HEADLINE = "Harbor pilots strike halts container traffic at Port Ellison";
const RIGHT_OUTLET = "Lakeview Right Review";

function rss(site: string, items: { title: string; slug: string; description: string; at: Date }[]): string {
  const entries = items
    .map(
      (item) => `<item><title>${item.title}</title><link>https://${site}/news/${item.slug}</link>` +
        `<guid isPermaLink="true">https://${site}/news/${item.slug}</guid><pubDate>${item.at.toUTCString()}</pubDate>` +
        `<description>${item.description}</description></item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>${site}</title><link>https://${site}/</link>` +
    `<description>Fixture</description>\n${entries}\n</channel></rss>\n`;
}

const now = Date.now();
const LEFT_FEED = rss("lakeview-left.example", [
  {
    title: LEFT_HEADLINE,
    slug: "lakeview-floating-solar",
    description: "The Lakeview city council approved a floating solar farm on the Miller reservoir on Monday, a 40 megawatt project the mayor called the largest of its kind in the state.",
    at: new Date(now - 2 * hour),
  },
]);
const RIGHT_FEED = rss("lakeview-right.example", [
  {
    title: RIGHT_HEADLINE_SAME_EVENT,
    slug: "council-floating-solar-vote",
    description: "Lakeview's city council voted Monday for a 40 megawatt floating solar farm on the Miller reservoir, which the mayor called the largest of its kind in the state.",
    at: new Date(now - 1 * hour),
  },
  {
    title: RIGHT_ONLY_HEADLINE,
    slug: "port-ellison-pilots-strike",
    description: "Container ships queued outside Port Ellison on Monday after the harbor pilots' union walked out over pension changes.",
    at: new Date(now - 0.5 * hour),
  },
]);

/** Serves both feeds; the right one's first request waits until `release()`. */
function startFeedServer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const heldRequestArrived = new Promise<void>((resolve) => (arrived = resolve));
  const server = http.createServer((req, res) => {
    const send = (body: string) => res.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8" }).end(body);
    if (req.url === "/left.xml") return send(LEFT_FEED);
    if (req.url === "/right.xml") {
      arrived();
      void released.then(() => send(RIGHT_FEED));
      return;
    }
    res.writeHead(404).end();
  });
  return { server, release, heldRequestArrived };
}

function outlet(id: string, name: string, domain: string, label: string, feed: string) {
  return {
    id,
    name,
    domains: [domain],
    country: "US",
    editions: ["top-us"],
    feeds: [feed],
    ratings: [{ rater: "AllSides", label, date: "2026-01-01" }],
    paywall: false,
  };
}

/** Polls `read` until `accept` holds for its answer or `timeoutMs` passes; returns the last answer. */
async function poll<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Whether a page's HTML contains `text` (a boolean, so a failure does not print the whole page). */
function shows(page: Page, text: string): boolean {
  return page.html.includes(text);
}

interface Page {
  status: number;
  cache: string | undefined;
  /** x-microcache: HIT when the web process answered from its copy, MISS when Next answered. */
  microcache: string | undefined;
  html: string;
}

async function fetchPage(api: APIRequestContext, address: string): Promise<Page> {
  const response: APIResponse = await api.get(address, { headers: EDITION_COOKIE });
  const headers = response.headers();
  return { status: response.status(), cache: headers["x-nextjs-cache"], microcache: headers["x-microcache"], html: await response.text() };
}

test.describe("pages cached for signed-out readers", () => {
  let feeds: ReturnType<typeof startFeedServer>;
  let dataDir: string;
  let app: ChildProcess | undefined;
  let api: APIRequestContext | undefined;
  let serverErrors = (): string => "";

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    feeds = startFeedServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "openground-e2e-engine-"));
    await new Promise<void>((resolve) => feeds.server.listen(0, "127.0.0.1", resolve));
    const feedBase = `http://127.0.0.1:${(feeds.server.address() as AddressInfo).port}`;
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...siteEnv(dataDir, port),
      FEEDS_ALLOW_PRIVATE: "1",
      INGEST_EMBEDDED: "1",
      // The microcache keeps a copy for a minute here instead of a second, so only the engine's
      // invalidation (never the copy's expiry) can bring the change within the deadline.
      MICROCACHE_MS: "60000",
    };

    // An operator adds the two outlets; the left one's feed was captured earlier and is loaded first,
    // so the story exists (one source) before the server starts.
    const outlets = path.join(dataDir, "outlets.json");
    fs.writeFileSync(
      outlets,
      JSON.stringify([
        outlet("lakeview-left", "Lakeview Left Ledger", "lakeview-left.example", "Left", `${feedBase}/left.xml`),
        outlet("lakeview-right", RIGHT_OUTLET, "lakeview-right.example", "Right", `${feedBase}/right.xml`),
      ]),
    );
    runScript("outlets.ts", ["import", outlets], env);
    const captured = path.join(dataDir, "captured");
    fs.mkdirSync(captured);
    fs.writeFileSync(path.join(captured, "lakeview-left.xml"), LEFT_FEED);
    runScript("ingest.ts", ["--dir", captured], env);

    const site = startSite(env);
    app = site.app;
    serverErrors = site.stderr;
    api = await playwrightRequest.newContext({ baseURL });
    const healthy = await poll(
      () => apiContext().get("/api/health").then((r) => r.status()).catch(() => 0),
      (status) => status === 200,
      120_000,
    );
    expect(healthy, `the second server answers /api/health; its stderr:\n${serverErrors()}`).toBe(200);
  });

  const apiContext = (): APIRequestContext => {
    if (!api) throw new Error("the second server did not start");
    return api;
  };

  test.afterAll(async () => {
    feeds?.release();
    await stopSite(app);
    await api?.dispose();
    if (feeds) await new Promise((resolve) => feeds.server.close(resolve));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("show the engine's new stories and sources within seconds of the engine writing them", async () => {
    test.setTimeout(90_000);
    const api = apiContext();
    // The engine is now waiting for the right outlet's feed: nothing can change until the test says so.
    await feeds.heldRequestArrived;

    const stories = (await (await api.get("/v04/stories?feed=top-us")).json()) as { stories: { id: number; title: string; sourceCount: number }[] };
    const solar = stories.stories.find((story) => /floating solar farm/.test(story.title));
    expect(solar, "the captured story is in the top-us feed").toBeDefined();
    expect(solar!.sourceCount).toBe(1);
    const storyAddress = `/article/${solar!.id}`;

    // Both pages go into the page cache now, with the story as one outlet told it.
    const homeBefore = await fetchPage(api, "/");
    const generatedAt = Date.now();
    const storyBefore = await fetchPage(api, storyAddress);
    for (const [label, page] of [["home", homeBefore], ["story", storyBefore]] as const) {
      expect(page.status, label).toBe(200);
      expect(page.cache, label).toMatch(/^(MISS|HIT)$/);
      expect(shows(page, RIGHT_OUTLET), `${label} names the right-leaning outlet before its feed came`).toBe(false);
    }
    expect(shows(homeBefore, "floating solar farm"), "home shows the captured story").toBe(true);
    expect(shows(homeBefore, RIGHT_ONLY_HEADLINE), "home shows the held-back story").toBe(false);
    const homeAgain = await fetchPage(api, "/");
    expect(homeAgain.cache, "the second request is answered from the page cache").toBe("HIT");
    expect(homeAgain.microcache, "…through the web process's copy of it").toBe("HIT");
    expect(shows(homeAgain, RIGHT_ONLY_HEADLINE)).toBe(false);

    // The right outlet's feed arrives: one article on the same event, one on a story of its own.
    const releasedAt = Date.now();
    feeds.release();

    const home = await poll(() => fetchPage(api, "/"), (page) => shows(page, RIGHT_ONLY_HEADLINE), INVALIDATION_DEADLINE_MS);
    const homeShownAt = Date.now();
    expect(shows(home, RIGHT_ONLY_HEADLINE), `the home page shows the new story within ${INVALIDATION_DEADLINE_MS} ms`).toBe(true);
    // Refreshed because the engine said so, not because the page went stale on its own.
    expect(home.cache).not.toBe("STALE");
    expect(homeShownAt - generatedAt).toBeLessThan(REVALIDATE_WINDOW_MS);

    const story = await poll(() => fetchPage(api, storyAddress), (page) => shows(page, RIGHT_OUTLET), INVALIDATION_DEADLINE_MS);
    expect(shows(story, RIGHT_OUTLET), "the story page lists the outlet that just joined").toBe(true);
    expect(story.cache).not.toBe("STALE");
    expect(Date.now() - generatedAt).toBeLessThan(REVALIDATE_WINDOW_MS);

    // And what changed is then served from the page cache again.
    expect((await fetchPage(api, "/")).cache).toBe("HIT");
    test.info().annotations.push({ type: "invalidation", description: `home page changed ${homeShownAt - releasedAt} ms after the feed was released` });
  });
});
