import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { assistantReactions } from "@/lib/db/schema";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { NOT_ANSWERED } from "@/lib/news/assistant/answer";
import { ASSISTANT_NOT_IN_PLAN } from "@/lib/site/story-assistant";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { apiRequest, createTestUser } from "@/test/factories/users";
import { POST as react } from "./reaction/route";
import { POST as ask } from "./route";

let handle: DatabaseHandle;
let storyId: number;
let articleIds: Record<string, number>;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
  await createOutlets(handle.db, [outletRecord("left-daily", { bias: "left" }), outletRecord("centre-wire", { bias: "center" }), outletRecord("right-post", { bias: "right" })]);
  const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));
  storyId = await createStory(handle.db, [
    {
      outletId: "left-daily",
      title: "City council approves new housing levy",
      description: "The city council approved a housing levy on Tuesday.",
      text: "The city council approved a housing levy on Tuesday. The levy will raise $40 million a year for affordable apartments. Tenant groups celebrated outside city hall.",
      publishedAt: at(8),
    },
    {
      outletId: "centre-wire",
      title: "Housing levy passes council vote 7-2",
      description: "Council members voted 7-2 for the housing levy after a four-hour debate.",
      text: "Council members voted 7-2 for the housing levy after a four-hour debate. The levy takes effect in January and expires after ten years.",
      publishedAt: at(9),
    },
    {
      outletId: "right-post",
      title: "Homeowners face higher taxes under housing levy",
      description: "Property owners will pay about $180 more a year under the housing levy, county assessors estimate.",
      publishedAt: at(10),
    },
  ]);
  const rows = await handle.db.query.articles.findMany({ columns: { id: true, outletId: true } });
  articleIds = Object.fromEntries(rows.map((row) => [row.outletId, row.id]));
});

let address = 0;
/** A request from its own address, so each test starts with a fresh rate limit unless it shares one. */
const from = (ip = `203.0.113.${++address}`) => ({ "x-openground-client-ip": ip });
const question = (body: unknown, init: { token?: string; ip?: string } = {}) => ask(apiRequest("/api/assistant", { body, token: init.token, headers: from(init.ip) }));

describe("POST /api/assistant (issue 22)", () => {
  it("answers a visitor's question from the story's articles, citing the article that says it", async () => {
    const response = await question({ storyId, question: "How much will homeowners pay under the levy?" });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ answered: true, via: "extractive" });
    expect(answer.sources[0]).toMatchObject({ articleId: articleIds["right-post"], outletName: "Right Post" });
    expect(answer.sources[0].text).toContain("$180 more a year");
    expect(answer.parts[0].cites).toEqual([answer.sources[0].n]);
  });

  it("reads the stored full text, not only the feed's summary", async () => {
    const answer = await (await question({ storyId, question: "When does the levy expire?" })).json();
    expect(answer.sources[0]).toMatchObject({ articleId: articleIds["centre-wire"], text: "The levy takes effect in January and expires after ten years." });
  });

  it("says so when the articles do not answer the question", async () => {
    const answer = await (await question({ storyId, question: "What did the mayor's dog eat for breakfast?" })).json();
    expect(answer).toEqual({ answered: false, via: "extractive", message: NOT_ANSWERED });
  });

  it("refuses bad input with the field named, and a missing story with 404", async () => {
    const empty = await question({ storyId, question: "  " });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: { code: "bad_request", message: "question: must be at least 3 characters" } });
    const long = await question({ storyId, question: "x".repeat(301) });
    expect((await long.json()).error.message).toBe("question: must be at most 300 characters");
    expect((await question({ storyId: "abc", question: "What happened?" })).status).toBe(400);
    const missing = await question({ storyId: 999_999, question: "What happened?" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "not_found", message: "Story not found" } });
  });

  it("is for free readers and visitors, not freeTrial or the paid plans (spec §6)", async () => {
    const free = await createTestUser(handle.db, { subscriptionStatus: "free" });
    expect((await question({ storyId, question: "How many members voted for the levy?" }, { token: free.token })).status).toBe(200);
    for (const status of ["freeTrial", "premium"]) {
      const reader = await createTestUser(handle.db, { subscriptionStatus: status });
      const refused = await question({ storyId, question: "How many members voted for the levy?" }, { token: reader.token });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: { code: "forbidden", message: ASSISTANT_NOT_IN_PLAN } });
    }
  });

  it("limits each reader to 20 questions in 10 minutes, counted per address or account", async () => {
    const ip = "198.51.100.77";
    for (let i = 0; i < 20; i++) expect((await question({ storyId, question: "When does the levy expire?" }, { ip })).status).toBe(200);
    const refused = await question({ storyId, question: "When does the levy expire?" }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await question({ storyId, question: "When does the levy expire?" })).status).toBe(200);
  });
});

describe("POST /api/assistant/reaction (issue 22, GAI-Reaction)", () => {
  const reaction = { storyId: 0, question: "When does the levy expire?", helpful: true, via: "extractive", answered: true, variant: "AA3" };
  const send = (body: unknown, token?: string) => react(apiRequest("/api/assistant/reaction", { body, token, headers: from() }));

  it("stores whether an answer helped, with the reader when signed in", async () => {
    const reader = await createTestUser(handle.db, { subscriptionStatus: "free" });
    expect((await send({ ...reaction, storyId }, reader.token)).status).toBe(204);
    expect((await send({ ...reaction, storyId, helpful: false, variant: "AA2" })).status).toBe(204);
    const stored = await handle.db.select().from(assistantReactions).where(eq(assistantReactions.storyId, storyId));
    expect(stored.map(({ userId, helpful, variant, question: asked }) => ({ userId, helpful, variant, asked }))).toEqual([
      { userId: reader.user.id, helpful: true, variant: "AA3", asked: reaction.question },
      { userId: null, helpful: false, variant: "AA2", asked: reaction.question },
    ]);
  });

  it("refuses a reaction that is not one, or to a story that does not exist, and stores nothing", async () => {
    const before = (await handle.db.select().from(assistantReactions)).length;
    const bad = await send({ ...reaction, storyId, helpful: "yes" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("helpful: must be true or false");
    expect((await send({ ...reaction, storyId, variant: "AA9" })).status).toBe(400);
    expect((await send({ ...reaction, storyId: 999_999 })).status).toBe(404);
    expect((await handle.db.select().from(assistantReactions)).length).toBe(before);
  });
});
