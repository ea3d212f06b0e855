import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { apiRequest, createTestInterests, createTestUser } from "@/test/factories/users";
import type { DatabaseHandle } from "@/lib/db";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { FREE_FOLLOW_LIMIT } from "@/lib/accounts/limits";
import { upsertRelation } from "@/lib/queries/follows";
import { GET as listMy } from "./listMy/route";
import { POST as updateMy } from "./updateMy/route";

let handle: DatabaseHandle;
let interestIds: number[];
beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
  interestIds = await createTestInterests(handle.db, 130);
});

const follow = async (token: string, interestId: unknown, action = "follow") => {
  const response = await updateMy(apiRequest("/v04/interests/updateMy", { token, body: { action, interestId } }));
  return { status: response.status, body: (await response.json()) as { code?: number; error?: { message: string } } };
};
const list = async (token: string, query = "") => {
  const response = await listMy(apiRequest(`/v04/interests/listMy${query}`, { token }));
  return { status: response.status, body: (await response.json()) as { id: number; kind: string; name: string; slug: string }[] };
};

describe("following interests", () => {
  it("follows up to the free limit, then answers code 0; unfollowing frees a place", async () => {
    const { token } = await createTestUser(handle.db);
    for (const id of interestIds.slice(0, FREE_FOLLOW_LIMIT)) expect((await follow(token, id)).body).toEqual({ code: 1 });
    expect((await follow(token, interestIds[FREE_FOLLOW_LIMIT])).body).toEqual({ code: 0 });
    expect((await follow(token, interestIds[0])).body).toEqual({ code: 1 }); // already followed: still fine

    expect((await follow(token, String(interestIds[0]), "unfollow")).body).toEqual({ code: 1 });
    expect((await follow(token, { id: interestIds[FREE_FOLLOW_LIMIT] })).body).toEqual({ code: 1 });
    const followed = (await list(token)).body.map((interest) => interest.id);
    expect(followed).toHaveLength(FREE_FOLLOW_LIMIT);
    expect(followed).not.toContain(interestIds[0]);
    expect(followed).toContain(interestIds[FREE_FOLLOW_LIMIT]);
  });

  it("lets paid plans follow far more", async () => {
    const { token } = await createTestUser(handle.db, { subscriptionStatus: "vantage" });
    for (const id of interestIds.slice(0, FREE_FOLLOW_LIMIT + 5)) expect((await follow(token, id)).body.code).toBe(1);
  });

  it("answers 404 for an unknown interest and 400 for a bad action or id", async () => {
    const { token } = await createTestUser(handle.db);
    expect((await follow(token, 999_999)).status).toBe(404);
    expect((await follow(token, interestIds[0], "like")).status).toBe(400);
    expect((await follow(token, "abc")).status).toBe(400);
  });

  it("serialises concurrent follows so the limit holds", async () => {
    const { token } = await createTestUser(handle.db);
    const results = await Promise.all(interestIds.slice(0, FREE_FOLLOW_LIMIT + 10).map((id) => follow(token, id)));
    expect(results.filter((result) => result.body.code === 1)).toHaveLength(FREE_FOLLOW_LIMIT);
    expect((await list(token)).body).toHaveLength(FREE_FOLLOW_LIMIT);
  });
});

describe("GET /v04/interests/listMy", () => {
  it("pages with limit and offset, at most 100 per page, in follow order", async () => {
    const { token } = await createTestUser(handle.db, { subscriptionStatus: "pro" });
    for (const id of interestIds.slice(0, 120)) await follow(token, id);
    const first = await list(token);
    expect(first.body).toHaveLength(100);
    expect(first.body[0]).toEqual({ id: interestIds[0], kind: "topic", name: `Topic ${interestIds[0]}`, slug: `topic-${interestIds[0]}` });
    const second = await list(token, "?limit=100&offset=100");
    expect(second.body.map((interest) => interest.id)).toEqual(interestIds.slice(100, 120));
    expect((await list(token, "?limit=5&offset=10")).body.map((interest) => interest.id)).toEqual(interestIds.slice(10, 15));
    expect((await listMy(apiRequest("/v04/interests/listMy?limit=101", { token }))).status).toBe(400);
  });

  it("with showLess=true lists the interests the user sees less of instead", async () => {
    const { user, token } = await createTestUser(handle.db);
    await follow(token, interestIds[1]);
    await upsertRelation(handle.db, { userId: user.id, kind: "interest", targetId: String(interestIds[2]) }, "mute", new Date());
    expect((await list(token, "?showLess=true")).body.map((interest) => interest.id)).toEqual([interestIds[2]]);
    expect((await list(token)).body.map((interest) => interest.id)).toEqual([interestIds[1]]);
  });
});
