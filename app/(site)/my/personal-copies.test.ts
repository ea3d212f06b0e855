import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { createTestUser } from "@/test/factories/users";
import { LOGIN_COOKIE } from "@/lib/auth/constants";
import { resolveSessionToken } from "@/lib/auth/sessions";
import type { DatabaseHandle } from "@/lib/db";
import { TOPICS } from "@/lib/news/interests/taxonomy";
import { followTarget, unfollowTarget } from "@/lib/queries/follows";
import { pageReaderOf } from "@/lib/queries/personal-page-reader";
import { ensureTopicInterests } from "@/lib/queries/personal-topics";
import { setRelation } from "@/lib/queries/personal-relations";
import { clearReads, recordRead } from "@/lib/queries/reads";
import { deleteSession } from "@/lib/queries/sessions";
import { updateUserSettings } from "@/lib/queries/users";
import { PersonalPages } from "@/lib/server/personal-pages";
import { withPersonalPages } from "@/lib/server/personal-pages-http";
import { loadProfile } from "../my-news-bias/profile-data";
import { loadForYou } from "./for-you-data";

// The web process's copies of /my and /my-news-bias (lib/server/personal-pages*.ts) in a real HTTP
// server on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): the reader is found by the
// same session read scripts/server.ts makes, and every change goes through the app's own writes. Next's
// render is too heavy to start here (the Playwright suite runs the whole site); in its place a handler
// that does what the pages do: checks the session (else the sign-in redirect) and renders the pages'
// own data (loadForYou, loadProfile), so a stale copy shows as stale data.

const WEATHER = 32;
const TAXES = 53;
const at = (hour: number) => new Date(`2026-03-10T${String(hour).padStart(2, "0")}:00:00Z`);

let handle: DatabaseHandle;
let server: Server;
let base: string;
let pages: PersonalPages;
let rendered: string[] = [];
let heat: number;

/** What /my and /my-news-bias render, from the same loaders, as text a test can read. */
async function page(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = request.url ?? "/";
  rendered.push(url);
  const token = /(?:^|;\s*)GROUND_LOGIN_TOKEN=([^;]*)/.exec(request.headers.cookie ?? "")?.[1];
  const now = new Date();
  const session = token ? await resolveSessionToken(handle.db, token, now) : null;
  if (!session) {
    response.writeHead(307, { location: `/401?redirectUri=${encodeURIComponent(url)}` });
    response.end();
    return;
  }
  const lines = [`reader ${session.user.id}`, `colour ${session.user.leftColor ?? "default"}`];
  if (url.startsWith("/my-news-bias")) {
    const profile = (await loadProfile(handle.db, session.user.id, "month", now)).profile;
    lines.push(`reads ${profile.readCount}`);
  } else {
    const data = await loadForYou(handle.db, session.user.id, now, 24);
    lines.push(`following ${data.followedInterests.map((interest) => interest.name).join(",")}`, `blocked ${data.follows.blockedOutletIds.size}`);
  }
  response.setHeader("content-type", "text/html; charset=utf-8");
  response.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
  response.end(`<!DOCTYPE html><html><body><pre>${lines.join("\n")}</pre></body></html>`);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await createOutlets(handle.db, [outletRecord("lefty", { bias: "left" }), outletRecord("middle", { bias: "center" })]);
  await ensureTopicInterests(handle.db, TOPICS);
  heat = await createStory(handle.db, [
    { outletId: "lefty", title: "Heatwave grips Texas as temperatures soar", publishedAt: at(9) },
    { outletId: "middle", title: "Texas heatwave: temperatures soar past records", publishedAt: at(10) },
  ]);
  const handler = withPersonalPages(
    (pages = new PersonalPages({ ttlMs: 60_000 })),
    (tokenHash, now) => pageReaderOf(handle, tokenHash, now),
    page,
  );
  server = createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  rendered = [];
});

async function load(path: string, token?: string): Promise<{ status: number; copy: string | null; text: string }> {
  const response = await fetch(`${base}${path}`, { headers: token ? { cookie: `${LOGIN_COOKIE}=${token}; GROUND_FEED_EDITION=top-us` } : {}, redirect: "manual" });
  return { status: response.status, copy: response.headers.get("x-personal-cache"), text: await response.text() };
}

async function reader() {
  const { user, token } = await createTestUser(handle.db);
  return { id: user.id, token };
}

describe("the personal pages' copies", () => {
  it("sends a reader's second load of a page from their copy, byte for byte", async () => {
    const a = await reader();
    for (const path of ["/my", "/my-news-bias", "/my-news-bias?period=year"]) {
      const first = await load(path, a.token);
      expect(first.copy).toBe("MISS");
      const second = await load(path, a.token);
      expect(second).toEqual({ status: 200, copy: "HIT", text: first.text });
    }
    expect(rendered).toEqual(["/my", "/my-news-bias", "/my-news-bias?period=year"]);
  });

  it("never sends one reader's copy to another", async () => {
    const a = await reader();
    const b = await reader();
    await followTarget(handle.db, { userId: a.id, kind: "interest", targetId: String(WEATHER), limit: 100, now: new Date() });
    const first = await load("/my", a.token);
    expect(first.text).toContain(`reader ${a.id}`);
    expect((await load("/my", a.token)).copy).toBe("HIT");
    const other = await load("/my", b.token);
    expect(other.copy).toBe("MISS");
    expect(other.text).toContain(`reader ${b.id}`);
    expect(other.text).not.toContain("Weather");
    expect((await load("/my", b.token)).text).toContain(`reader ${b.id}`);
    expect((await load("/my", a.token)).text).toContain(`reader ${a.id}`);
  });

  it("shows the reader's new follow, block, unfollow and settings on their next load", async () => {
    const a = await reader();
    expect((await load("/my", a.token)).text).toContain("following \n");
    await load("/my", a.token);
    await followTarget(handle.db, { userId: a.id, kind: "interest", targetId: String(WEATHER), limit: 100, now: new Date() });
    const followed = await load("/my", a.token);
    expect(followed.copy).toBe("MISS");
    expect(followed.text).toContain("following Weather");
    expect((await load("/my", a.token)).copy).toBe("HIT");
    await setRelation(handle.db, { userId: a.id, kind: "outlet", targetId: "lefty", relation: "block", limit: 100, now: new Date() });
    expect((await load("/my", a.token)).text).toContain("blocked 1");
    await setRelation(handle.db, { userId: a.id, kind: "outlet", targetId: "lefty", relation: "none", limit: 100, now: new Date() });
    expect((await load("/my", a.token)).text).toContain("blocked 0");
    await followTarget(handle.db, { userId: a.id, kind: "interest", targetId: String(TAXES), limit: 100, now: new Date() });
    await unfollowTarget(handle.db, { userId: a.id, kind: "interest", targetId: String(WEATHER) });
    expect((await load("/my", a.token)).text).toContain("following Taxes & Budget\n");
    await updateUserSettings(handle.db, a.id, { leftColor: "#204986" }, new Date());
    expect((await load("/my", a.token)).text).toContain("colour #204986");
  });

  it("shows the reader's new read, and a cleared history, on their next My News Bias", async () => {
    const a = await reader();
    expect((await load("/my-news-bias", a.token)).text).toContain("reads 0");
    expect((await load("/my-news-bias", a.token)).copy).toBe("HIT");
    await recordRead(handle.db, { userId: a.id, storyId: heat, readAt: new Date() });
    const after = await load("/my-news-bias", a.token);
    expect(after.copy).toBe("MISS");
    expect(after.text).toContain("reads 1");
    await clearReads(handle.db, a.id);
    expect((await load("/my-news-bias", a.token)).text).toContain("reads 0");
  });

  it("never keeps or sends a copy for a signed-out request, an unknown token or a signed-out session", async () => {
    const a = await reader();
    expect((await load("/my", a.token)).copy).toBe("MISS");
    rendered = [];
    for (let i = 0; i < 2; i++) {
      const signedOut = await load("/my");
      expect(signedOut.status).toBe(307);
      expect(signedOut.copy).toBeNull();
      const unknown = await load("/my", "a".repeat(43));
      expect(unknown.status).toBe(307);
      expect(unknown.copy).toBeNull();
    }
    expect(rendered).toHaveLength(4);
    const session = await resolveSessionToken(handle.db, a.token, new Date());
    await deleteSession(handle.db, session!.sessionId);
    const afterLogout = await load("/my", a.token);
    expect(afterLogout.status).toBe(307);
    expect(afterLogout.text).not.toContain(`reader ${a.id}`);
  });

  it("makes a page once for a reader's requests that come together, and again after the engine's notice", async () => {
    const a = await reader();
    const texts = await Promise.all(Array.from({ length: 5 }, () => load("/my-news-bias", a.token)));
    expect(new Set(texts.map((answer) => answer.text)).size).toBe(1);
    expect(rendered).toEqual(["/my-news-bias"]);
    pages.clear(); // what the revalidation route does on the engine's change notice (clearPersonalPages)
    expect((await load("/my-news-bias", a.token)).copy).toBe("MISS");
  });
});
