import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { experimentEvents, follows, reads, sessions, users } from "@/lib/db/schema";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { createTestDatabase } from "@/test/db";
import { apiRequest, createTestInterests, createTestUser } from "@/test/factories/users";
import { POST as login } from "./api/auth/login/route";
import { POST as register } from "./api/auth/register/route";
import { POST as revalidate } from "./api/internal/revalidate/route";
import { GET as location } from "./api/location/route";
import { GET as editionRss } from "./rss/[file]/route";
import { GET as interestRss } from "./rss/interest/[file]/route";
import { GET as listMy } from "./v04/interests/listMy/route";
import { POST as updateMy } from "./v04/interests/updateMy/route";
import { POST as deleteAccount } from "./v04/personal/delete/route";
import { GET as searchInterests } from "./v04/personal/interests/route";
import { POST as setLocal } from "./v04/personal/local/route";
import { POST as setRelation } from "./v04/personal/relations/route";
import { GET as search } from "./v04/search/route";
import { GET as story } from "./v04/stories/[id]/route";
import { GET as moreStories } from "./v04/stories/more/route";
import { GET as stories } from "./v04/stories/route";
import { POST as experimentEvent } from "./v04/ue/route";
import { POST as setEdition } from "./v04/user/edition/route";
import { POST as recordRead } from "./v04/user/reads/route";
import { POST as resume } from "./v04/user/resume/route";
import { POST as setSettings } from "./v04/user/set/route";
import { POST as setTimeZone } from "./v04/user/timezone/route";

// Bad input at every route that reads any (issue 24): a clear 400 in the one error shape of
// lib/api/errors.ts, naming what is wrong, never a 500, and nothing written. Each route's own tests
// cover its good input; this file is the whole API's bad input in one table.

let handle: DatabaseHandle;
let token: string;
let userId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
  const created = await createTestUser(handle.db);
  token = created.token;
  userId = created.user.id;
  await createTestInterests(handle.db, 1, 5000);
});

/** A POST with a raw body, e.g. broken JSON. */
const raw = (path: string, body: string, headers: Record<string, string> = {}) =>
  apiRequest(path, { token, body, headers: { "content-type": "application/json", ...headers } });
const post = (path: string, body: unknown) => apiRequest(path, { token, body });
const get = (path: string) => apiRequest(path, { token });
const withParams = <P>(params: P) => ({ params: Promise.resolve(params) });

type Case = [name: string, call: () => Promise<Response>, message: RegExp];

const CASES: Case[] = [
  ["sign-in with broken JSON", () => login(raw("/api/auth/login", "{")), /^Expected a JSON body$/],
  ["sign-in with a JSON array", () => login(raw("/api/auth/login", "[]")), /^Expected a JSON object$/],
  ["sign-in with an e-mail that is not text", () => login(post("/api/auth/login", { email: 7, password: "x" })), /^Incorrect email or password\.$/],
  ["registration with a JSON array", () => register(raw("/api/auth/register", "[1]")), /^Expected a JSON object$/],
  ["registration with a password that is not text", () => register(post("/api/auth/register", { email: "new@example.com", password: 12345678 })), /password|at least 8/i],
  ["interests listed with limit 0", () => listMy(get("/v04/interests/listMy?limit=0")), /^limit: /],
  ["interests listed with a word for an offset", () => listMy(get("/v04/interests/listMy?offset=many")), /^offset: /],
  ["interests listed with showLess=maybe", () => listMy(get("/v04/interests/listMy?showLess=maybe")), /^showLess: /],
  ["a follow that is not follow or unfollow", () => updateMy(post("/v04/interests/updateMy", { action: "like", interestId: 5000 })), /^action: must be follow or unfollow$/],
  ["a follow of an id that is no id", () => updateMy(post("/v04/interests/updateMy", { action: "follow", interestId: "abc" })), /^interestId: /],
  ["a follow with broken JSON", () => updateMy(raw("/v04/interests/updateMy", "action=follow")), /^Expected a JSON body$/],
  ["account deletion with a password that is not text", () => deleteAccount(post("/v04/personal/delete", { password: 5 })), /^password: please enter your password to confirm$/],
  ["account deletion without a password", () => deleteAccount(post("/v04/personal/delete", {})), /^password: please enter your password to confirm$/],
  ["interest search for one letter", () => searchInterests(get("/v04/personal/interests?q=a")), /^q: must be 2 to 64 characters$/],
  ["interest search for 31 results", () => searchInterests(get("/v04/personal/interests?q=polit&limit=31")), /^limit: /],
  ["a local place in no country", () => setLocal(post("/v04/personal/local", { countryCode: "ZZ" })), /^countryCode: must be a known ISO 3166-1 country code$/],
  ["a local place cleared with a word", () => setLocal(post("/v04/personal/local", { clear: "yes" })), /^clear: /],
  ["a relation to a kind of thing we do not have", () => setRelation(post("/v04/personal/relations", { kind: "planet", targetId: "mars", relation: "follow" })), /^kind: /],
  ["a relation to an interest id that is no id", () => setRelation(post("/v04/personal/relations", { kind: "interest", targetId: "abc", relation: "follow" })), /^targetId: /],
  ["a search for nothing", () => search(get("/v04/search?q=")), /^q: is required/],
  ["a search for 0 results", () => search(get("/v04/search?q=senate&limit=0")), /^limit: must be at least 1$/],
  ["a story id that is no number", () => story(get("/v04/stories/abc"), withParams({ id: "abc" })), /^id: must be a numeric story id$/],
  ["a story as of a date that is no date", () => story(get("/v04/stories/1?asOf=yesterday"), withParams({ id: "1" })), /^asOf: must be an ISO 8601 date/],
  ["a feed that does not exist", () => stories(get("/v04/stories?feed=mars")), /^feed: must be an edition/],
  ["a feed page of 1,000 stories", () => stories(get("/v04/stories?limit=1000")), /^limit: /],
  ["the local feed without a country", () => stories(get("/v04/stories?feed=local")), /^country: required for feed=local/],
  ["more stories of a feed that does not exist", () => moreStories(get("/v04/stories/more?feed=mars")), /^feed: /],
  ["more stories with a side outside the blindspot feed", () => moreStories(get("/v04/stories/more?feed=top-us&side=left")), /^side: must be left or right, and only with feed=blindspot$/],
  ["more stories as of a moment", () => moreStories(get("/v04/stories/more?asOf=2020-01-01")), /^asOf: not supported here/],
  ["an experiment we do not run", () => experimentEvent(post("/v04/ue", { eId: "made-up", c: "A" })), /^eId: not a known experiment$/],
  ["an empty experiment choice", () => experimentEvent(post("/v04/ue", { eId: "daily-briefing", c: "" })), /^c: must be a choice of at most 100 characters$/],
  ["an experiment choice that is an object", () => experimentEvent(post("/v04/ue", { eId: "daily-briefing", c: { pick: "A" } })), /^c: must be a choice/],
  ["an edition that does not exist", () => setEdition(post("/v04/user/edition", { topFeedEdition: "top-mars" })), /^topFeedEdition: must be one of top-us, /],
  ["an edition given as a number", () => setEdition(post("/v04/user/edition", { topFeedEdition: 3 })), /^topFeedEdition: must be one of/],
  ["a read of a story id that is no id", () => recordRead(post("/v04/user/reads", { storyId: "abc" })), /^storyId: must be a positive integer$/],
  ["a read of a negative article id", () => recordRead(post("/v04/user/reads", { storyId: 1, articleId: -1 })), /^articleId: must be a positive integer$/],
  ["a push id that is a number", () => resume(post("/v04/user/resume", { pushID: 5 })), /^pushID: must be a string of at most 512 characters$/],
  ["a push id of 513 characters", () => resume(post("/v04/user/resume", { pushID: "x".repeat(513) })), /^pushID: must be a string of at most 512 characters$/],
  ["settings with an image mode we do not have", () => setSettings(post("/v04/user/set", { imageMode: "sepia", username: "Kept out" })), /^imageMode: must be color or grayscale$/],
  ["settings as a JSON array", () => setSettings(raw("/v04/user/set", "[]")), /^Expected a JSON object$/],
  ["settings with a daily time past midnight", () => setSettings(post("/v04/user/set", { pnDailyTime: 90_000 })), /^pnDailyTime: must be a whole number from 0 to 86400$/],
  ["a time zone on Mars", () => setTimeZone(post("/v04/user/timezone", { timeZoneId: "Mars/Olympus" })), /^timeZoneId: must be an IANA time zone/],
  ["no time zone at all", () => setTimeZone(post("/v04/user/timezone", {})), /^timeZoneId: must be an IANA time zone/],
];

async function userState() {
  const [user] = await handle.db.select().from(users).where(eq(users.id, userId));
  const count = async (table: typeof follows | typeof reads | typeof experimentEvents | typeof sessions) =>
    (await handle.db.select().from(table).where(eq(table.userId, userId))).length;
  return {
    user,
    users: (await handle.db.select({ id: users.id }).from(users)).length,
    follows: await count(follows),
    reads: await count(reads),
    experimentEvents: await count(experimentEvents),
    sessions: await count(sessions),
  };
}

describe("bad input at every route", () => {
  it.each(CASES)("%s: 400 bad_request naming the problem", async (_name, call, message) => {
    const before = await userState();
    const response = await call();
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body).toEqual({ error: { code: "bad_request", message: expect.stringMatching(message) } });
    // Nothing written: not the account, its settings, follows, reads, experiment choices or sessions.
    expect(await userState()).toEqual(before);
  });

  it("the cache-emptying call refuses a body without tags, even with the process's token", async () => {
    const holder = globalThis as unknown as { __opengroundRevalidateToken?: string };
    holder.__opengroundRevalidateToken ??= "test-token";
    const call = (body: string) =>
      revalidate(new Request("http://localhost/api/internal/revalidate", { method: "POST", body, headers: { authorization: `Bearer ${holder.__opengroundRevalidateToken}` } }));
    for (const [body, message] of [["{", /^Expected a JSON body$/], ['{"tags":[]}', /^tags: /], ['{"tags":["everything"]}', /^tags\.0: /]] as const) {
      const response = await call(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: "bad_request", message: expect.stringMatching(message) } });
    }
  });

  it("a feed address that names no feed is a 404, as any unknown address", async () => {
    for (const file of ["mars.xml", "top-us.json", "../top-us.xml"]) {
      expect((await editionRss(get(`/rss/${file}`), withParams({ file }))).status).toBe(404);
    }
    for (const file of ["abc.xml", "0.xml", "99999999999.xml"]) {
      expect((await interestRss(get(`/rss/interest/${file}`), withParams({ file }))).status).toBe(404);
    }
  });

  it("the location call answers a bad ?ip= with no place, never an error (spec §7)", async () => {
    const response = location(get(`/api/location?ip=${"x".repeat(100)}`));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });
});
