import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { apiRequest, cookieHeader, createTestUser, setCookies } from "@/test/factories/users";
import type { DatabaseHandle } from "@/lib/db";
import { experimentEvents, reads, sessions, stories, users } from "@/lib/db/schema";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { decodeUserCookie } from "@/lib/auth/user-cookie";
import { isInCohort } from "@/lib/accounts/cohort";
import { EXPERIMENT_IDS } from "@/lib/accounts/experiments";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as getUser } from "./web/route";
import { POST as setSettings } from "./set/route";
import { POST as setTimeZone } from "./timezone/route";
import { POST as setEdition } from "./edition/route";
import { POST as resume } from "./resume/route";
import { GET as logout } from "./logout/route";
import { DELETE as signOutEverywhere, GET as listSessions } from "./sessions/route";
import { DELETE as clearReadsRoute, GET as readMarks, POST as recordReadRoute } from "./reads/route";
import { POST as experimentEvent } from "@/app/v04/ue/route";
import { GET as cohort } from "@/app/v04/analytics/isUserInRecExpCohort/route";
import { GET as listMy } from "@/app/v04/interests/listMy/route";
import { POST as updateMy } from "@/app/v04/interests/updateMy/route";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).toString("base64");

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
});

describe("a reader's account journey", () => {
  let cookie: string;
  let token: string;

  it("registers and receives the login and user cookies with the right flags", async () => {
    const response = await register(apiRequest("/api/auth/register", { body: { email: "Reader@Example.com", password: "long enough pw" }, headers: { "x-gn-v": "ios" } }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { user: { id: number; email: string; subscriptionStatus: string }; token: string };
    expect(body.user).toMatchObject({ email: "Reader@Example.com", subscriptionStatus: "free", newlyRegistered: true, registered: true });

    const cookies = setCookies(response);
    const login = cookies.get("GROUND_LOGIN_TOKEN")!;
    expect(login).toBe(`GROUND_LOGIN_TOKEN=${body.token}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure`);
    const userLine = cookies.get("GROUND_USER")!;
    expect(userLine).not.toContain("HttpOnly"); // the client's cache must be readable by page scripts
    expect(userLine).toContain("Secure");
    const decoded = decodeUserCookie(userLine.split(";")[0]!.slice("GROUND_USER=".length));
    expect(decoded.ok && decoded.user).toMatchObject({ id: body.user.id, email: "Reader@Example.com" });

    cookie = cookieHeader(response);
    token = body.token;
    const [stored] = await handle.db.select().from(sessions).where(eq(sessions.userId, body.user.id));
    expect(stored!.tokenHash).not.toBe(token); // only the hash is stored
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps the token out of the body for the web client, which uses the HttpOnly cookie", async () => {
    const response = await register(apiRequest("/api/auth/register", { body: { email: "web@example.com", password: "long enough pw" } }));
    expect(await response.json()).not.toHaveProperty("token");
  });

  it("answers GET /v04/user/web with the cookie, a bearer token or the bare token", async () => {
    for (const request of [
      apiRequest("/v04/user/web", { cookie }),
      apiRequest("/v04/user/web", { token }),
      apiRequest("/v04/user/web", { headers: { authorization: token } }),
    ]) {
      const response = await getUser(request);
      expect(response.status).toBe(200);
      const user = (await response.json()) as Record<string, unknown>;
      expect(user).toMatchObject({ email: "Reader@Example.com", imageMode: "color", localNews: { localIsManual: false, localPlace: null } });
      expect(Object.keys(user).sort()).toEqual(
        [
          "id", "email", "avatar", "fullname", "category", "timeZoneId", "topFeedEdition", "subscriptionStatus", "subscriptionWillRenew",
          "subscribedUntil", "leftColor", "rightColor", "registered", "newlyRegistered", "trialStart", "instVerifPending", "localNews",
          "imageMode", "institutionalUser", "stripeCustomerId", "utmMedium",
        ].sort(),
      );
      expect(user).not.toHaveProperty("passwordHash");
    }
  });

  it("applies settings of the right type, ignores wrong types, and refuses a bad avatar", async () => {
    const update = await setSettings(
      apiRequest("/v04/user/set", { cookie, body: { username: "Ada", imageMode: "grayscale", leftColor: "#802727", pnSound: "loud", pnDailyTime: "8", subscriptionStatus: "vantage" } }),
    );
    expect(update.status).toBe(200);
    expect(await update.json()).toMatchObject({ fullname: "Ada", imageMode: "grayscale", leftColor: "#802727", subscriptionStatus: "free" });
    const [row] = await handle.db.select().from(users).where(eq(users.email, "Reader@Example.com"));
    expect(row).toMatchObject({ pnSound: null, pnDailyTime: null, username: "Ada" });

    const badAvatar = await setSettings(apiRequest("/v04/user/set", { cookie, body: { avatarBuffer: Buffer.from("GIF89a-not-allowed").toString("base64"), imageMode: "color" } }));
    expect(badAvatar.status).toBe(400);
    expect(await badAvatar.json()).toEqual({ error: { code: "bad_request", message: "avatarBuffer: must be a PNG, JPEG or WebP image" } });
    const [unchanged] = await handle.db.select().from(users).where(eq(users.email, "Reader@Example.com"));
    expect(unchanged).toMatchObject({ imageMode: "grayscale", avatar: null }); // nothing half-applied

    const avatar = await setSettings(apiRequest("/v04/user/set", { cookie, body: { avatarBuffer: PNG } }));
    expect(((await avatar.json()) as { avatar: string }).avatar).toBe(`data:image/png;base64,${PNG}`);
  });

  it("saves the time zone and the edition, refusing unknown ones", async () => {
    expect(((await (await setTimeZone(apiRequest("/v04/user/timezone", { cookie, body: { timeZoneId: "America/Chicago" } }))).json()) as { timeZoneId: string }).timeZoneId).toBe("America/Chicago");
    expect((await setTimeZone(apiRequest("/v04/user/timezone", { cookie, body: { timeZoneId: "Moon/Base" } }))).status).toBe(400);
    expect(((await (await setEdition(apiRequest("/v04/user/edition", { cookie, body: { topFeedEdition: "top-ca" } }))).json()) as { topFeedEdition: string }).topFeedEdition).toBe("top-ca");
    expect((await setEdition(apiRequest("/v04/user/edition", { cookie, body: { topFeedEdition: "top-xx" } }))).status).toBe(400);
  });

  it("stores and clears the push id, and answers 429 when resumed too often", async () => {
    expect((await resume(apiRequest("/v04/user/resume", { token, body: { pushID: "device-1", clear: false } }))).status).toBe(204);
    const [withPush] = await handle.db.select().from(users).where(eq(users.email, "Reader@Example.com"));
    expect(withPush!.pushId).toBe("device-1");
    expect((await resume(apiRequest("/v04/user/resume", { token, body: { pushID: "device-1", clear: true } }))).status).toBe(204);
    const [cleared] = await handle.db.select().from(users).where(eq(users.email, "Reader@Example.com"));
    expect(cleared!.pushId).toBeNull();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await resume(apiRequest("/v04/user/resume", { token, body: { pushID: "d" } }))).status);
    expect(statuses.slice(0, 8).every((status) => status === 204)).toBe(true);
    const limited = await resume(apiRequest("/v04/user/resume", { token, body: { pushID: "d" } }));
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe("Too Many Requests");
  });

  it("records experiment events for known ids only", async () => {
    expect((await experimentEvent(apiRequest("/v04/ue", { cookie, body: { eId: "daily-briefing", c: "Case_B" } }))).status).toBe(204);
    expect((await experimentEvent(apiRequest("/v04/ue", { cookie, body: { eId: "unknown-test", c: "A" } }))).status).toBe(400);
    const events = await handle.db.select().from(experimentEvents);
    expect(events.map((event) => [event.experimentId, event.choice])).toEqual([["daily-briefing", "Case_B"]]);
  });

  it("answers the recommendation cohort as a boolean by user id, false without a session", async () => {
    const me = (await (await getUser(apiRequest("/v04/user/web", { token }))).json()) as { id: number };
    expect(await (await cohort(apiRequest("/v04/analytics/isUserInRecExpCohort", { token }))).json()).toBe(isInCohort(me.id));
    expect(await (await cohort(apiRequest("/v04/analytics/isUserInRecExpCohort"))).json()).toBe(false);
  });

  it("records and clears reading history", async () => {
    const [story] = await handle.db.insert(stories).values({ title: "A story", firstSeenAt: new Date(), lastSeenAt: new Date() }).returning();
    expect((await recordReadRoute(apiRequest("/v04/user/reads", { cookie, body: { storyId: story!.id } }))).status).toBe(204);
    expect((await recordReadRoute(apiRequest("/v04/user/reads", { cookie, body: { storyId: story!.id + 999 } }))).status).toBe(404);
    expect(await handle.db.$count(reads)).toBe(1);
    // The cached story page sends its read on every visit (issue 28): a reload within 30 minutes is the same read.
    expect((await recordReadRoute(apiRequest("/v04/user/reads", { cookie, body: { storyId: story!.id } }))).status).toBe(204);
    expect(await handle.db.$count(reads)).toBe(1);
    // The cached pages' "read" marks (issue 28): which of the page's stories the reader read.
    const marks = (query: string) => readMarks(apiRequest(`/v04/user/reads?${query}`, { cookie }));
    expect(await (await marks(`storyIds=${story!.id + 999},${story!.id}`)).json()).toEqual({ storyIds: [story!.id] });
    for (const query of ["", "storyIds=1,,2", "storyIds=abc", `storyIds=${Array.from({ length: 201 }, (_, i) => i + 1).join(",")}`]) {
      const response = await marks(query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "bad_request", message: expect.stringContaining("storyIds") } });
    }
    expect((await clearReadsRoute(apiRequest("/v04/user/reads", { cookie, method: "DELETE", headers: { origin: "http://localhost:3000" } }))).status).toBe(204);
    expect(await handle.db.$count(reads)).toBe(0);
  });

  it("logs out with 204, clears both cookies, and the token stops working", async () => {
    const response = await logout(apiRequest("/v04/user/logout", { cookie }));
    expect(response.status).toBe(204);
    const cookies = setCookies(response);
    expect(cookies.get("GROUND_LOGIN_TOKEN")).toContain("Max-Age=0");
    expect(cookies.get("GROUND_USER")).toContain("Max-Age=0");
    const after = await getUser(apiRequest("/v04/user/web", { token }));
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: { message: "Unauthorized" } });
  });
});

describe("without a session", () => {
  it("answers 401 Unauthorized on every user call", async () => {
    const calls: [string, Promise<Response>][] = [
      ["web", getUser(apiRequest("/v04/user/web"))],
      ["set", setSettings(apiRequest("/v04/user/set", { body: { imageMode: "color" } }))],
      ["timezone", setTimeZone(apiRequest("/v04/user/timezone", { body: { timeZoneId: "UTC" } }))],
      ["edition", setEdition(apiRequest("/v04/user/edition", { body: { topFeedEdition: "top" } }))],
      ["resume", resume(apiRequest("/v04/user/resume", { body: { pushID: "x" } }))],
      ["logout", logout(apiRequest("/v04/user/logout"))],
      ["sessions", listSessions(apiRequest("/v04/user/sessions"))],
      ["ue", experimentEvent(apiRequest("/v04/ue", { body: { eId: "daily-briefing", c: "A" } }))],
      ["listMy", listMy(apiRequest("/v04/interests/listMy"))],
      ["updateMy", updateMy(apiRequest("/v04/interests/updateMy", { body: { action: "follow", interestId: 1 } }))],
      ["reads", recordReadRoute(apiRequest("/v04/user/reads", { body: { storyId: 1 } }))],
      ["read marks", readMarks(apiRequest("/v04/user/reads?storyIds=1"))],
      ["bad token", getUser(apiRequest("/v04/user/web", { token: "A".repeat(43) }))],
    ];
    for (const [name, pending] of calls) {
      const response = await pending;
      expect(response.status, name).toBe(401);
      expect(((await response.json()) as { error: { message: string } }).error.message, name).toBe("Unauthorized");
    }
  });

  it("drops the login token when the user cookie cannot be read (spec §5)", async () => {
    const { token } = await createTestUser(handle.db);
    const response = await getUser(apiRequest("/v04/user/web", { cookie: `GROUND_LOGIN_TOKEN=${token}; GROUND_USER=%%%broken` }));
    expect(response.status).toBe(401);
    expect(setCookies(response).get("GROUND_LOGIN_TOKEN")).toContain("Max-Age=0");
  });
});

describe("sessions", () => {
  it("lists where the user is signed in without tokens, and signs out everywhere", async () => {
    const { user, token } = await createTestUser(handle.db);
    const second = await createTestUser(handle.db); // someone else's session must survive
    const list = await listSessions(apiRequest("/v04/user/sessions", { token }));
    const body = (await list.json()) as { sessions: Record<string, unknown>[] };
    expect(body.sessions).toHaveLength(1);
    expect(body.sessions[0]).toMatchObject({ userAgent: "vitest", current: true });
    expect(JSON.stringify(body)).not.toContain(token);

    const everywhere = await signOutEverywhere(apiRequest("/v04/user/sessions", { token, method: "DELETE" }));
    expect(everywhere.status).toBe(204);
    expect(await handle.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect((await getUser(apiRequest("/v04/user/web", { token: second.token }))).status).toBe(200);
  });

  it("refuses a cross-site settings change with 403, even with a valid cookie", async () => {
    const { token } = await createTestUser(handle.db);
    const response = await setSettings(
      apiRequest("/v04/user/set", { cookie: `GROUND_LOGIN_TOKEN=${token}`, body: { imageMode: "grayscale" }, headers: { origin: "https://evil.example" } }),
    );
    expect(response.status).toBe(403);
  });
});

describe("signed-in writes are throttled per account (issue 23)", () => {
  const post = (route: (request: Request) => Promise<Response>, path: string, token: string, body: unknown) => route(apiRequest(path, { token, body }));
  const statuses = async (count: number, send: () => Promise<Response>) => {
    const seen: number[] = [];
    for (let i = 0; i < count; i++) seen.push((await send()).status);
    return seen;
  };

  it("refuses reads past 120 a minute with 429, for that account only", async () => {
    const [{ token }, { token: other }] = [await createTestUser(handle.db), await createTestUser(handle.db)];
    const read = (as: string) => post(recordReadRoute, "/v04/user/reads", as, { storyId: 999_999 });
    expect(new Set(await statuses(120, () => read(token)))).toEqual(new Set([404])); // counted, even for an unknown story
    expect((await read(token)).status).toBe(429);
    expect((await read(other)).status).toBe(404);
  });

  it("refuses experiment choices past 60 a minute", async () => {
    const { token } = await createTestUser(handle.db);
    const eId = EXPERIMENT_IDS[0];
    expect(new Set(await statuses(60, () => post(experimentEvent, "/v04/ue", token, { eId, c: "a" })))).toEqual(new Set([204]));
    expect((await post(experimentEvent, "/v04/ue", token, { eId, c: "a" })).status).toBe(429);
  });

  it("refuses avatars past 10 an hour, while other settings still apply", async () => {
    const { token } = await createTestUser(handle.db);
    expect(new Set(await statuses(10, () => post(setSettings, "/v04/user/set", token, { avatarBuffer: PNG })))).toEqual(new Set([200]));
    const refused = await post(setSettings, "/v04/user/set", token, { avatarBuffer: PNG });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect((await post(setSettings, "/v04/user/set", token, { imageMode: "grayscale" })).status).toBe(200);
  });
});
