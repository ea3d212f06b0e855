import { createRequire } from "node:module";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { GET as editionFeed } from "./[file]/route";
import { GET as interestFeed } from "./interest/[file]/route";

// Outside a Next server there is no data cache: run the cached loaders directly.
vi.mock("next/cache", () => ({ unstable_cache: <T>(fn: T) => fn }));

let handle: DatabaseHandle;
let storyIds: number[];
const now = Date.now();

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
  await createOutlets(handle.db, [
    outletRecord("left-daily", { bias: "left" }),
    outletRecord("centre-wire", { bias: "center" }),
    outletRecord("right-post", { bias: "right" }),
  ]);
  storyIds = [
    await createStory(handle.db, [
      { outletId: "left-daily", title: "Senate passes infrastructure bill and sends it to Texas", publishedAt: new Date(now - 3 * 3600_000) },
      { outletId: "centre-wire", title: "Senate passes infrastructure bill", publishedAt: new Date(now - 2 * 3600_000) },
      { outletId: "right-post", title: "Infrastructure bill clears the Senate", publishedAt: new Date(now - 3600_000) },
    ]),
    await createStory(handle.db, [{ outletId: "right-post", title: "Houston zoo welcomes a <baby> giraffe & names it \"Tex\"", publishedAt: new Date(now - 5 * 3600_000) }]),
  ];
});

// jsdom ships no type declarations; this is the one piece of it the test uses.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } } };

const ATOM = "http://www.w3.org/2005/Atom";
type Item = { title: string; link: string; guid: string; isPermaLink: string | null; description: string; pubDate: string };

const text = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? "";

/** Parses the body as strict XML (a well-formedness error fails the test) and reads the RSS back. */
async function read(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  const { window } = new JSDOM("");
  const document = new window.DOMParser().parseFromString(await response.text(), "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  const rss = document.documentElement;
  const channelElement = rss.getElementsByTagName("channel")[0]!;
  const self = channelElement.getElementsByTagNameNS(ATOM, "link")[0];
  const channel = {
    title: [...channelElement.children].find((child) => child.tagName === "title")?.textContent,
    link: [...channelElement.children].find((child) => child.tagName === "link")?.textContent,
    self: { href: self?.getAttribute("href"), rel: self?.getAttribute("rel"), type: self?.getAttribute("type") },
  };
  const items: Item[] = [...channelElement.getElementsByTagName("item")].map((item) => ({
    title: text(item, "title"),
    link: text(item, "link"),
    guid: text(item, "guid"),
    isPermaLink: item.getElementsByTagName("guid")[0]?.getAttribute("isPermaLink") ?? null,
    description: text(item, "description"),
    pubDate: text(item, "pubDate"),
  }));
  return { rss, channel, items };
}

const context = (file: string) => ({ params: Promise.resolve({ file }) });

describe("GET /rss/{edition}.xml", () => {
  it("is RSS 2.0 with an atom:self link and one item per top story, linking to its story page", async () => {
    const { rss, channel, items } = await read(await editionFeed(new Request("http://news.test/rss/top-us.xml"), context("top-us.xml")));
    expect(rss.tagName).toBe("rss");
    expect(rss.getAttribute("version")).toBe("2.0");
    expect(channel.title).toBe("OpenGround: top stories (United States)");
    expect(channel.self).toEqual({ href: "http://news.test/rss/top-us.xml", rel: "self", type: "application/rss+xml" });
    expect(items.map((item) => item.link).sort()).toEqual(storyIds.map((id) => `http://news.test/article/${id}`).sort());
    for (const item of items) {
      expect(item.guid).toBe(item.link);
      expect(item.isPermaLink).toBe("true");
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    }
  });

  it("describes each story's coverage in percentages and escapes the headline", async () => {
    const { items } = await read(await editionFeed(new Request("http://news.test/rss/top.xml"), context("top.xml")));
    const senate = items.find((item) => item.link.endsWith(`/article/${storyIds[0]}`))!;
    expect(senate.description).toMatch(/^Coverage: 33% left, 34% centre, 33% right of 3 sources\./);
    const giraffe = items.find((item) => item.link.endsWith(`/article/${storyIds[1]}`))!;
    expect(giraffe.title).toBe('Houston zoo welcomes a <baby> giraffe & names it "Tex"');
    expect(giraffe.description).toMatch(/^Coverage: 0% left, 0% centre, 100% right of 1 source\./);
  });

  it("answers 404 for an unknown edition or a name without .xml", async () => {
    expect((await editionFeed(new Request("http://news.test/rss/top-mars.xml"), context("top-mars.xml"))).status).toBe(404);
    expect((await editionFeed(new Request("http://news.test/rss/top-us"), context("top-us"))).status).toBe(404);
  });
});

describe("GET /rss/interest/{id}.xml", () => {
  it("lists the interest's stories under its name", async () => {
    const [houston] = await queryRows<{ id: number }>(handle.db, sql`select id from interests where name = 'Houston'`);
    expect(houston).toBeDefined();
    const file = `${houston!.id}.xml`;
    const { channel, items } = await read(await interestFeed(new Request(`http://news.test/rss/interest/${file}`), context(file)));
    expect(channel.title).toBe("OpenGround: Houston");
    expect(channel.link).toBe(`http://news.test/interest/${houston!.id}`);
    expect(items.map((item) => item.link)).toEqual([`http://news.test/article/${storyIds[1]}`]);
  });

  it("answers 404 for an interest that does not exist", async () => {
    const response = await interestFeed(new Request("http://news.test/rss/interest/999999999.xml"), context("999999999.xml"));
    expect(response.status).toBe(404);
  });
});
