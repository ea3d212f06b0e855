// End to end over real sockets: the replay server serving real captured feeds, read by the real fetcher.
import { existsSync, promises as fs } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchFeed, type FetchResult } from "@/lib/ingest/fetch/fetch-feed";
import { TEST_FETCH_OPTIONS } from "@/lib/ingest/fetch/local-test-server";
import { startReplayServer, type ReplayFeedEntry, type ReplayServer } from "./replay-server";

const SNAPSHOTS = path.resolve(process.cwd(), "../shared/datasets/feeds/misc_real_snapshots/newspal_2018");
const present = existsSync(SNAPSHOTS);
if (!present) console.warn(`Skipping the replay end-to-end test: ${SNAPSHOTS} is absent`);

function okResult(result: FetchResult, name: string): Extract<FetchResult, { kind: "ok" }> {
  expect(result.kind, `${name}: ${result.kind === "error" ? result.message : result.kind}`).toBe("ok");
  return result as Extract<FetchResult, { kind: "ok" }>;
}

describe.skipIf(!present)("replay server + fetcher on the newspal 2018 captures", () => {
  let server: ReplayServer;
  let feeds: ReplayFeedEntry[];
  const fetched = new Map<string, Extract<FetchResult, { kind: "ok" }>>();

  beforeAll(async () => {
    server = await startReplayServer({ dir: SNAPSHOTS, port: 0 });
    const listing = okResult(await fetchFeed({ url: `${server.url}/` }, TEST_FETCH_OPTIONS), "listing");
    feeds = (JSON.parse(Buffer.from(listing.body).toString("utf8")) as { feeds: ReplayFeedEntry[] }).feeds;
  });

  afterAll(async () => {
    await server?.close();
  });

  it("lists every captured feed and not the provenance note", async () => {
    const onDisk = (await fs.readdir(SNAPSHOTS)).filter((name) => name.endsWith(".xml")).sort();
    expect(feeds.map((feed) => feed.name)).toEqual(onDisk);
    expect(feeds.length).toBeGreaterThanOrEqual(10);
  });

  it("fetches every file byte for byte, gzipped on the wire, with validators", async () => {
    for (const feed of feeds) {
      const result = okResult(await fetchFeed({ url: feed.url }, TEST_FETCH_OPTIONS), feed.name);
      const onDisk = await fs.readFile(path.join(SNAPSHOTS, feed.name));
      expect(Buffer.from(result.body).equals(onDisk), feed.name).toBe(true);
      expect(result.etag, feed.name).toMatch(/^"[\w-]+-gzip"$/);
      expect(result.lastModified, feed.name).toMatch(/GMT$/);
      expect(result.finalUrl).toBe(feed.url);
      fetched.set(feed.name, result);
    }
    expect(fetched.get("bbc.xml")?.contentType).toBe("application/rss+xml");
    expect(fetched.get("empty_borken.xml")?.body.byteLength).toBe(0);
  });

  it("gets 304 Not Modified for every file when the ETag or Last-Modified is sent back", async () => {
    expect(fetched.size).toBe(feeds.length);
    for (const feed of feeds) {
      const previous = fetched.get(feed.name)!;
      const byEtag = await fetchFeed({ url: feed.url, etag: previous.etag }, TEST_FETCH_OPTIONS);
      expect(byEtag, feed.name).toMatchObject({ kind: "not_modified", status: 304, etag: previous.etag });
      const byDate = await fetchFeed({ url: feed.url, lastModified: previous.lastModified }, TEST_FETCH_OPTIONS);
      expect(byDate.kind, feed.name).toBe("not_modified");
    }
  });

  it("is refused by the fetcher unless private addresses are allowed (operators set FEEDS_ALLOW_PRIVATE=1)", async () => {
    const result = await fetchFeed({ url: feeds[0]!.url }, { ...TEST_FETCH_OPTIONS, allowPrivate: false });
    expect(result).toMatchObject({ kind: "error", code: "private_address" });
  });
});
