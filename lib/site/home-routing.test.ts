import { describe, expect, it } from "vitest";
import { HOME_REWRITE } from "@/next.config.js";
import { config as proxyConfig } from "@/proxy";
import { LOGIN_COOKIE } from "@/lib/auth/constants";
import { IMAGE_MODE_COOKIE } from "@/lib/client/image-mode";
import { EDITION_COOKIE, EDITION_IDS } from "@/lib/editions";
import { topNewsMetadata } from "./top-news-metadata";

// next.config.js and proxy.ts spell out cookie names and edition ids (Next reads them without running
// our TypeScript); if a name changes in lib/ and not there, `/` would quietly serve the wrong page.

const keys = (items: readonly { type: string; key?: string }[] | undefined) => (items ?? []).map((item) => `${item.type}:${item.key}`).sort();
// A login cookie is not one (issue 28): a signed-in reader gets the cached page of their edition.
const perRequestSignals = ["query:limit", "query:page"].sort();

describe("routing of / to the cached edition pages", () => {
  it("rewrites on the edition cookie naming a known edition, unless a per-request signal is there", () => {
    expect(HOME_REWRITE.source).toBe("/");
    expect(HOME_REWRITE.destination).toBe("/edition/:edition");
    const [edition] = HOME_REWRITE.has ?? [];
    expect(edition).toMatchObject({ type: "cookie", key: EDITION_COOKIE });
    const pattern = new RegExp(`^${(edition as { value: string }).value}$`);
    for (const id of EDITION_IDS) expect(pattern.exec(id)?.groups?.edition).toBe(id);
    for (const unknown of ["top-xx", "top-us ", "", "TOP-US"]) expect(pattern.test(unknown)).toBe(false);
    expect(keys(HOME_REWRITE.missing)).toEqual(perRequestSignals);
    // The image mode cookie is not a per-request signal (issue 25): the browser turns it into a class.
    expect(keys(HOME_REWRITE.missing)).not.toContain(`cookie:${IMAGE_MODE_COOKIE}`);
    expect(keys(HOME_REWRITE.missing)).not.toContain(`cookie:${LOGIN_COOKIE}`);
  });

  it("sends readers without an edition cookie through the proxy, with the same exceptions", () => {
    const home = proxyConfig.matcher.find((entry) => typeof entry !== "string" && entry.source === "/");
    expect(home, "the proxy runs on / for readers without an edition cookie").toBeDefined();
    expect(keys((home as { missing: { type: string; key: string }[] }).missing)).toEqual([...perRequestSignals, `cookie:${EDITION_COOKIE}`].sort());
  });
});

describe("topNewsMetadata", () => {
  it("gives absolute canonical, RSS and OpenGraph addresses when the origin is known", () => {
    const metadata = topNewsMetadata("top-uk", "https://news.example");
    expect(String(metadata.metadataBase)).toBe("https://news.example/");
    expect(metadata.alternates?.canonical).toBe("/");
    expect(metadata.alternates?.types).toEqual({ "application/rss+xml": [{ url: "/rss/top-uk.xml", title: "OpenGround top stories (United Kingdom)" }] });
  });

  it("leaves them out rather than point them at localhost when it is not", () => {
    const metadata = topNewsMetadata("top-uk", null);
    expect(metadata.metadataBase).toBeUndefined();
    expect(metadata.alternates).toBeUndefined();
    expect(metadata.openGraph).not.toHaveProperty("url");
    expect(metadata.title).toBe("Top news");
  });
});
