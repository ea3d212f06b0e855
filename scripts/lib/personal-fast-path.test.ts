import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { createTestInterests, createTestUser } from "@/test/factories/users";
import type { DatabaseHandle } from "@/lib/db";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { upsertRelation } from "@/lib/queries/follows";
import { GET as userWebRoute } from "@/app/v04/user/web/route";
import { loadPersonalFastRoutes, serveFromRoute, type FastRoutes } from "./personal-fast-path";

// scripts/server.ts answers the personal API's GETs by calling their route handlers itself (issue 28):
// over real HTTP, the answers are the routes' own, and everything else is left to Next.

let handle: DatabaseHandle;
let server: Server;
let base: string;
let routes: FastRoutes;
let nextAnswered: string[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
  routes = await loadPersonalFastRoutes();
  server = createServer((request, response) => {
    const route = routes(request.method, (request.url ?? "/").split("?")[0]!);
    if (!route) {
      nextAnswered.push(`${request.method} ${request.url}`);
      response.writeHead(404).end("next");
      return;
    }
    // As scripts/server.ts sets its security headers before handing a request on.
    response.setHeader("x-content-type-options", "nosniff");
    void serveFromRoute(route, request, response, `http://${request.headers.host}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the personal API's fast path", () => {
  it("answers /v04/user/web with the route's own answer, private and never cached", async () => {
    const { user, token } = await createTestUser(handle.db);
    const response = await fetch(`${base}/v04/user/web`, { headers: { authorization: `Bearer ${token}`, "x-forwarded-for": "198.51.100.1" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const body = await response.json();
    expect(body).toMatchObject({ id: user.id, email: user.email });
    const direct = await userWebRoute(new Request("http://localhost/v04/user/web", { headers: { authorization: `Bearer ${token}` } }));
    expect(body).toEqual(await direct.json());
    expect(response.headers.get("cache-control")).toBe(direct.headers.get("cache-control"));
  });

  it("answers listMy, relations and read marks for the signed-in reader, with the query string", async () => {
    const { user, token } = await createTestUser(handle.db);
    const [interest] = await createTestInterests(handle.db, 1, 9100);
    await upsertRelation(handle.db, { userId: user.id, kind: "interest", targetId: String(interest) }, "follow", new Date());
    const get = async (path: string) => {
      const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      return response.json();
    };
    expect((await get("/v04/interests/listMy")).map((item: { id: number }) => item.id)).toEqual([interest]);
    expect(await get("/v04/personal/relations")).toMatchObject({ interestIds: [interest] });
    expect(await get("/v04/user/reads?storyIds=1,2")).toEqual({ storyIds: [] });
  });

  it("keeps the routes' refusals: 401 without a session (and the dead cookies cleared), 400 for a bad query", async () => {
    const signedOut = await fetch(`${base}/v04/user/web`);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: { code: "unauthorized", message: "Unauthorized" } });
    const deadCookie = await fetch(`${base}/v04/personal/relations`, { headers: { cookie: "GROUND_LOGIN_TOKEN=nope" } });
    expect(deadCookie.status).toBe(401);
    expect(deadCookie.headers.getSetCookie().length).toBeGreaterThanOrEqual(2);
    const { token } = await createTestUser(handle.db);
    const bad = await fetch(`${base}/v04/user/reads?storyIds=abc`, { headers: { authorization: `Bearer ${token}` } });
    expect(bad.status).toBe(400);
  });

  it("leaves writes and every other address to Next", async () => {
    nextAnswered = [];
    expect((await fetch(`${base}/v04/user/reads`, { method: "POST", body: "{}" })).status).toBe(404);
    expect((await fetch(`${base}/v04/user/web/extra`)).status).toBe(404);
    expect((await fetch(`${base}/my`)).status).toBe(404);
    expect(nextAnswered).toEqual(["POST /v04/user/reads", "GET /v04/user/web/extra", "GET /my"]);
  });
});
