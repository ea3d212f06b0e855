import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { apiRequest, createTestInterests, createTestUser, setCookies } from "@/test/factories/users";
import type { DatabaseHandle } from "@/lib/db";
import { follows, reads, sessions, users } from "@/lib/db/schema";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { BLOCKED_SOURCE_LIMIT, FREE_FOLLOW_LIMIT, RAISED_BLOCKED_SOURCE_LIMIT, SHOW_LESS_FORBIDDEN } from "@/lib/accounts/limits";
import { recordRead } from "@/lib/queries/reads";
import { upsertRelation } from "@/lib/queries/follows";
import { ensureTopicInterests } from "@/lib/queries/personal-topics";
import { TOPICS } from "@/lib/news/interests/taxonomy";
import { POST as deleteAccount } from "./delete/route";
import { GET as exportData } from "./export/route";
import { GET as searchInterests } from "./interests/route";
import { POST as setLocal } from "./local/route";
import { POST as onboardingSeen } from "./onboarding/route";
import { GET as getRelations, POST as setRelation } from "./relations/route";
import { GET as hiddenStories } from "./hidden-stories/route";
import { sql } from "drizzle-orm";

let handle: DatabaseHandle;
let storyId: number;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
  await createOutlets(handle.db, [outletRecord("lefty", { bias: "left" }), outletRecord("righty", { bias: "right" })]);
  storyId = await createStory(handle.db, [
    { outletId: "lefty", title: "Senate passes infrastructure bill", publishedAt: new Date("2026-03-01T10:00:00Z") },
    { outletId: "righty", title: "Infrastructure bill clears the Senate", publishedAt: new Date("2026-03-01T11:00:00Z") },
  ]);
});

describe("POST /v04/personal/onboarding", () => {
  it("records that onboarding was seen, so the account is no longer newly registered", async () => {
    const { user, token } = await createTestUser(handle.db);
    const response = await onboardingSeen(apiRequest("/v04/personal/onboarding", { method: "POST", token, headers: { origin: "http://localhost:3000" } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: user.id, newlyRegistered: false });
    expect(setCookies(response).has("GROUND_USER")).toBe(true);
    const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.onboardingSeenAt).toBeInstanceOf(Date);
  });

  it("answers 401 without a session", async () => {
    expect((await onboardingSeen(apiRequest("/v04/personal/onboarding", { method: "POST" }))).status).toBe(401);
  });
});

describe("POST /v04/personal/relations", () => {
  const relation = (token: string, body: unknown) => setRelation(apiRequest("/v04/personal/relations", { token, body }));

  it("follows, blocks and forgets an outlet, one relation at a time", async () => {
    const { user, token } = await createTestUser(handle.db);
    expect(await (await relation(token, { kind: "outlet", targetId: "lefty", relation: "follow" })).json()).toEqual({ code: 1 });
    expect(await (await relation(token, { kind: "outlet", targetId: "righty", relation: "block" })).json()).toEqual({ code: 1 });
    let rows = await handle.db.select().from(follows).where(eq(follows.userId, user.id));
    expect(rows.map((row) => [row.targetKind, row.targetId, row.relation]).sort()).toEqual([
      ["outlet", "lefty", "follow"],
      ["outlet", "righty", "block"],
    ]);
    await relation(token, { kind: "outlet", targetId: "righty", relation: "none" });
    rows = await handle.db.select().from(follows).where(eq(follows.userId, user.id));
    expect(rows.map((row) => row.targetId)).toEqual(["lefty"]);
  });

  it("mutes an interest for a paying reader, and answers code 0 at the free plan's follow limit", async () => {
    const { user, token } = await createTestUser(handle.db, { subscriptionStatus: "pro" });
    const ids = await createTestInterests(handle.db, FREE_FOLLOW_LIMIT + 1, 5000);
    expect(await (await relation(token, { kind: "interest", targetId: ids[0], relation: "mute" })).json()).toEqual({ code: 1 });
    const free = await createTestUser(handle.db);
    for (const id of ids.slice(1, FREE_FOLLOW_LIMIT + 1)) await relation(free.token, { kind: "interest", targetId: String(id), relation: "follow" });
    const outlets = Array.from({ length: FREE_FOLLOW_LIMIT + 1 }, (_, index) => outletRecord(`outlet-${index}`));
    await createOutlets(handle.db, outlets);
    for (const outlet of outlets.slice(0, FREE_FOLLOW_LIMIT)) await relation(free.token, { kind: "outlet", targetId: outlet.id, relation: "follow" });
    expect(await (await relation(free.token, { kind: "outlet", targetId: outlets[FREE_FOLLOW_LIMIT]!.id, relation: "follow" })).json()).toEqual({ code: 0 });
    const muted = await handle.db.select().from(follows).where(eq(follows.userId, user.id));
    expect(muted.find((row) => row.targetId === String(ids[0]))?.relation).toBe("mute");
  });

  it("gives show-less (mute) to paid plans only: a free, trial or institutional reader gets 403 and nothing is stored (spec §6)", async () => {
    const [id] = await createTestInterests(handle.db, 1, 6000);
    for (const status of ["free", "freeTrial", "institutional"]) {
      const { user, token } = await createTestUser(handle.db, { subscriptionStatus: status });
      const response = await relation(token, { kind: "interest", targetId: id, relation: "mute" });
      expect(response.status, status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: "forbidden", message: SHOW_LESS_FORBIDDEN } });
      expect(await handle.db.select().from(follows).where(eq(follows.userId, user.id))).toEqual([]);
    }
    for (const status of ["mix", "pro", "premium", "supporter", "vantage"]) {
      const { token } = await createTestUser(handle.db, { subscriptionStatus: status });
      expect(await (await relation(token, { kind: "interest", targetId: id, relation: "mute" })).json(), status).toEqual({ code: 1 });
    }
  });

  it("raises the blocked-source limit for pro and premium only (spec §6)", async () => {
    const outlets = Array.from({ length: BLOCKED_SOURCE_LIMIT + 1 }, (_, index) => outletRecord(`blockable-${index}`));
    await createOutlets(handle.db, outlets);
    const blockAll = async (token: string) => {
      const codes: number[] = [];
      for (const outlet of outlets) codes.push(((await (await relation(token, { kind: "outlet", targetId: outlet.id, relation: "block" })).json()) as { code: number }).code);
      return codes;
    };
    for (const status of ["free", "vantage", "supporter", "institutional"]) {
      const codes = await blockAll((await createTestUser(handle.db, { subscriptionStatus: status })).token);
      expect(codes.slice(0, BLOCKED_SOURCE_LIMIT).every((code) => code === 1), status).toBe(true);
      expect(codes.at(-1), status).toBe(0);
    }
    for (const status of ["pro", "premium"]) {
      expect(new Set(await blockAll((await createTestUser(handle.db, { subscriptionStatus: status })).token)), status).toEqual(new Set([1]));
    }
    expect(RAISED_BLOCKED_SOURCE_LIMIT).toBeGreaterThan(BLOCKED_SOURCE_LIMIT);
  });

  it("cannot be raced past the limit: concurrent blocks stop at it (issue 23)", async () => {
    const outlets = Array.from({ length: BLOCKED_SOURCE_LIMIT + 5 }, (_, index) => outletRecord(`racing-${index}`));
    await createOutlets(handle.db, outlets);
    const { user, token } = await createTestUser(handle.db);
    const codes = await Promise.all(
      outlets.map(async (outlet) => ((await (await relation(token, { kind: "outlet", targetId: outlet.id, relation: "block" })).json()) as { code: number }).code),
    );
    const blocked = await handle.db.select().from(follows).where(eq(follows.userId, user.id));
    expect(blocked).toHaveLength(BLOCKED_SOURCE_LIMIT);
    expect(codes.filter((code) => code === 1)).toHaveLength(BLOCKED_SOURCE_LIMIT);
  });

  it("lists the reader's own relations (GET), and nobody else's", async () => {
    const { token } = await createTestUser(handle.db);
    const other = await createTestUser(handle.db);
    await relation(token, { kind: "outlet", targetId: "lefty", relation: "follow" });
    await relation(token, { kind: "outlet", targetId: "righty", relation: "block" });
    await relation(other.token, { kind: "outlet", targetId: "lefty", relation: "block" });
    const mine = await getRelations(apiRequest("/v04/personal/relations", { token }));
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(await mine.json()).toEqual({ interestIds: [], outletIds: ["lefty"], blockedOutletIds: ["righty"], mutedInterestIds: [] });
    expect((await getRelations(apiRequest("/v04/personal/relations"))).status).toBe(401);
  });

  it("answers each GET with the reader's latest change, though answers are kept between changes (issue 28)", async () => {
    const { user, token } = await createTestUser(handle.db);
    const mine = async () => (await getRelations(apiRequest("/v04/personal/relations", { token }))).json();
    const none = { interestIds: [], outletIds: [], blockedOutletIds: [], mutedInterestIds: [] };
    expect(await mine()).toEqual(none);
    await relation(token, { kind: "outlet", targetId: "lefty", relation: "follow" });
    expect(await mine()).toEqual({ ...none, outletIds: ["lefty"] });
    await relation(token, { kind: "outlet", targetId: "lefty", relation: "block" });
    expect(await mine()).toEqual({ ...none, blockedOutletIds: ["lefty"] });
    await relation(token, { kind: "outlet", targetId: "lefty", relation: "none" });
    expect(await mine()).toEqual(none);
    // Kept while nothing of the reader's changed: a row written behind the site's back (no version bump)
    // is not seen until the reader's next change.
    await upsertRelation(handle.db, { userId: user.id, kind: "outlet", targetId: "righty" }, "follow", new Date());
    expect(await mine()).toEqual(none);
    await relation(token, { kind: "outlet", targetId: "lefty", relation: "follow" });
    expect(await mine()).toEqual({ ...none, outletIds: ["righty", "lefty"] });
  });

  it("refuses unknown targets, relations that do not fit the kind, and missing sessions", async () => {
    const { token } = await createTestUser(handle.db);
    expect((await relation(token, { kind: "outlet", targetId: "no-such-outlet", relation: "follow" })).status).toBe(404);
    expect((await relation(token, { kind: "outlet", targetId: "lefty", relation: "mute" })).status).toBe(400);
    expect((await relation(token, { kind: "interest", targetId: "abc", relation: "follow" })).status).toBe(400);
    expect((await setRelation(apiRequest("/v04/personal/relations", { body: { kind: "outlet", targetId: "lefty", relation: "follow" } }))).status).toBe(401);
  });
});

describe("GET /v04/personal/hidden-stories (issue 28: the cached pages' cards a reader's blocks and mutes hide)", () => {
  const relation = (token: string, body: unknown) => setRelation(apiRequest("/v04/personal/relations", { token, body }));
  const hidden = async (token: string | undefined, ids: string) => hiddenStories(apiRequest(`/v04/personal/hidden-stories?storyIds=${ids}`, token ? { token } : {}));

  it("hides a story every source of which the reader blocked, or with a topic they muted; nothing for another reader", async () => {
    const rightOnly = await createStory(handle.db, [{ outletId: "righty", title: "Port strike halts container traffic", publishedAt: new Date("2026-03-02T10:00:00Z") }]);
    const [topic] = await createTestInterests(handle.db, 1, 7000);
    const leftOnly = await createStory(handle.db, [{ outletId: "lefty", title: "Museum reopens after renovation", publishedAt: new Date("2026-03-02T11:00:00Z") }]);
    await handle.db.execute(sql`update stories set interest_ids = ${sql.raw(`ARRAY[${Number(topic)}]::integer[]`)} where id = ${leftOnly}`);
    const { token } = await createTestUser(handle.db, { subscriptionStatus: "pro" });
    const other = await createTestUser(handle.db);
    await relation(token, { kind: "outlet", targetId: "righty", relation: "block" });
    const ids = `${storyId},${rightOnly},${leftOnly}`;
    // Blocking one of two sources leaves the story (storyId) in view; its only source hides rightOnly.
    let answer = await hidden(token, ids);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(await answer.json()).toEqual({ storyIds: [rightOnly] });
    await relation(token, { kind: "interest", targetId: String(topic), relation: "mute" });
    answer = await hidden(token, ids);
    expect(await answer.json()).toEqual({ storyIds: [rightOnly, leftOnly] });
    expect(await (await hidden(other.token, ids)).json()).toEqual({ storyIds: [] });
  });

  it("answers 401 without a session and 400 for a list that is not one", async () => {
    const { token } = await createTestUser(handle.db);
    expect((await hidden(undefined, "1,2")).status).toBe(401);
    for (const bad of ["", "a,b", "1,,2", Array.from({ length: 201 }, (_, index) => index + 1).join(",")]) {
      expect((await hidden(token, bad)).status, bad.slice(0, 20)).toBe(400);
    }
  });
});

describe("POST /v04/personal/local", () => {
  it("saves the reader's place for local news, and clears it again", async () => {
    const { token } = await createTestUser(handle.db);
    const saved = await setLocal(apiRequest("/v04/personal/local", { token, body: { countryCode: "us", regionCode: "tx" } }));
    expect(await saved.json()).toMatchObject({ localNews: { localIsManual: true, localPlace: { countryCode: "US", regionCode: "TX" } } });
    const cleared = await setLocal(apiRequest("/v04/personal/local", { token, body: { clear: true } }));
    expect(await cleared.json()).toMatchObject({ localNews: { localIsManual: false, localPlace: null } });
    expect((await setLocal(apiRequest("/v04/personal/local", { token, body: { countryCode: "ZZ" } }))).status).toBe(400);
  });
});

describe("GET /v04/personal/interests", () => {
  it("finds interests by name, as the site search ranks them, with their story counts", async () => {
    await ensureTopicInterests(handle.db, TOPICS);
    const response = await searchInterests(apiRequest("/v04/personal/interests?q=polit"));
    const matches = (await response.json()) as { name: string; kind: string; stories: number }[];
    expect(matches.map((match) => match.name)).toEqual(expect.arrayContaining(["Politics", "US Politics"]));
    // A name that starts with what was typed comes before one that only contains it, as in the site search.
    expect(matches.findIndex((match) => match.name === "Politics")).toBeLessThan(matches.findIndex((match) => match.name === "US Politics"));
    expect(matches.every((match) => Number.isInteger(match.stories))).toBe(true);
    expect((await searchInterests(apiRequest("/v04/personal/interests?q=a"))).status).toBe(400);
  });
});

describe("GET /v04/personal/export", () => {
  it("downloads the user, follows and reads as JSON, without the password hash", async () => {
    const { user, token } = await createTestUser(handle.db);
    await upsertRelation(handle.db, { userId: user.id, kind: "outlet", targetId: "lefty" }, "follow", new Date());
    await recordRead(handle.db, { userId: user.id, storyId, readAt: new Date("2026-03-02T08:00:00Z") });
    const response = await exportData(apiRequest("/v04/personal/export", { token }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="openground-data-\d+-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await response.text();
    expect(text).not.toContain("argon2");
    const body = JSON.parse(text);
    expect(body.user).toMatchObject({ id: user.id, email: user.email });
    expect(body.user).not.toHaveProperty("passwordHash");
    expect(body.follows).toEqual([expect.objectContaining({ targetKind: "outlet", targetId: "lefty", relation: "follow" })]);
    expect(body.reads).toEqual([expect.objectContaining({ storyId, readAt: "2026-03-02T08:00:00.000Z" })]);
    expect(body.sessions).toHaveLength(1);
    expect(JSON.stringify(body.sessions)).not.toMatch(/token/i);
  });

  it("answers 401 without a session", async () => {
    expect((await exportData(apiRequest("/v04/personal/export"))).status).toBe(401);
  });
});

describe("POST /v04/personal/delete", () => {
  const remove = (token: string, body: unknown) => deleteAccount(apiRequest("/v04/personal/delete", { token, body }));

  it("keeps the account on a wrong or missing password", async () => {
    const { user, token } = await createTestUser(handle.db);
    expect((await remove(token, { password: "not my password" })).status).toBe(403);
    expect((await remove(token, {})).status).toBe(400);
    expect(await handle.db.$count(users, eq(users.id, user.id))).toBe(1);
  });

  it("deletes the account with its sessions, follows and reads, and expires the cookies", async () => {
    const { user, token, password } = await createTestUser(handle.db);
    await upsertRelation(handle.db, { userId: user.id, kind: "outlet", targetId: "lefty" }, "follow", new Date());
    await recordRead(handle.db, { userId: user.id, storyId, readAt: new Date() });
    const response = await remove(token, { password });
    expect(response.status).toBe(204);
    expect(setCookies(response).get("GROUND_LOGIN_TOKEN")).toContain("Max-Age=0");
    expect(await handle.db.$count(users, eq(users.id, user.id))).toBe(0);
    expect(await handle.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect(await handle.db.$count(follows, eq(follows.userId, user.id))).toBe(0);
    expect(await handle.db.$count(reads, eq(reads.userId, user.id))).toBe(0);
    expect((await exportData(apiRequest("/v04/personal/export", { token }))).status).toBe(401);
  });

  it("refuses a cross-site request", async () => {
    const { token, password } = await createTestUser(handle.db);
    const response = await deleteAccount(apiRequest("/v04/personal/delete", { token, body: { password }, headers: { origin: "https://evil.example" } }));
    expect(response.status).toBe(403);
  });
});
