import { describe, expect, it } from "vitest";
import { createApiClient, type ApiClientOptions } from "./api-client";

interface Call {
  url: string;
  init: RequestInit;
}

function harness(answer: (call: Call) => Response, extra: Partial<ApiClientOptions> = {}) {
  const calls: Call[] = [];
  const navigations: string[] = [];
  let cleared = 0;
  const api = createApiClient({
    fetch: (async (url: string, init: RequestInit) => {
      const call = { url, init };
      calls.push(call);
      return answer(call);
    }) as typeof fetch,
    baseUrl: "https://api.example",
    navigate: (url) => navigations.push(url),
    currentPath: () => "/my?tab=news",
    onUnauthorized: () => void (cleared += 1),
    ...extra,
  });
  return { api, calls, navigations, cleared: () => cleared };
}

const json = (body: unknown, status = 200) => Response.json(body, { status });
const status = (code: number) => new Response(code === 204 ? null : "", { status: code });

describe("GET (spec §7)", () => {
  it("sends x-gn-v: web and the session's Authorization header", async () => {
    const { api, calls } = harness(() => json({ ok: 1 }), { sessionToken: () => "tok" });
    await api.get("/v04/user/web", { ip: "203.0.113.9", headers: { "x-extra": "1" } });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(calls[0]!.url).toBe("https://api.example/v04/user/web");
    expect(headers).toMatchObject({ "x-gn-v": "web", authorization: "Bearer tok", "x-ip": "203.0.113.9", accept: "application/json", "x-extra": "1" });
  });

  it("answers the JSON body", async () => {
    expect(await harness(() => json([1, 2])).api.get("/x")).toEqual([1, 2]);
  });

  it("on 401 clears the session and goes to /401 with the current path", async () => {
    const { api, navigations, cleared } = harness(() => status(401));
    expect(await api.get("/v04/interests/listMy")).toBeUndefined();
    expect(navigations).toEqual(["/401?redirectUri=%2Fmy%3Ftab%3Dnews"]);
    expect(cleared()).toBe(1);
  });

  it("throws on 5xx and answers nothing on other 4xx and 204", async () => {
    await expect(harness(() => status(503)).api.get("/x")).rejects.toThrow("Server Error");
    expect(await harness(() => json({ error: {} }, 404)).api.get("/x")).toBeUndefined();
    expect(await harness(() => status(204)).api.get("/x")).toBeUndefined();
  });

  it("throws on an unreadable body", async () => {
    await expect(harness(() => new Response("<html>", { status: 200 })).api.get("/x")).rejects.toThrow("Invalid JSON response received");
  });
});

describe("POST (spec §7, §8)", () => {
  it("sends a JSON body", async () => {
    const { api, calls } = harness(() => json({ code: 1 }));
    expect(await api.post("/v04/interests/updateMy", { action: "follow", interestId: 3 })).toEqual({ code: 1 });
    expect(calls[0]!.init).toMatchObject({ method: "POST", body: '{"action":"follow","interestId":3}' });
  });

  it("throws the spec's messages for 401, 429 and 500", async () => {
    await expect(harness(() => status(401)).api.post("/x", {})).rejects.toThrow("Unauthorized");
    await expect(harness(() => status(429)).api.post("/x", {})).rejects.toThrow("Too Many Requests");
    await expect(harness(() => status(500)).api.post("/x", {})).rejects.toThrow("Server Error");
  });

  it("answers a server error as { error } when asked", async () => {
    expect(await harness(() => json({ error: { message: "Database down" } }, 500)).api.post("/x", {}, { returnError: true })).toEqual({ error: "Database down" });
    expect(await harness(() => status(500)).api.post("/x", {}, { returnError: true })).toEqual({ error: "Server Error" });
  });

  it("answers nothing for 204 and the error body for other 4xx", async () => {
    expect(await harness(() => status(204)).api.post("/v04/ue", { eId: "daily-briefing", c: "A" })).toBeUndefined();
    expect(await harness(() => json({ error: { message: "Incorrect email or password." } }, 400)).api.post("/x", {})).toEqual({
      error: { message: "Incorrect email or password." },
    });
  });
});

describe("PUT (spec §7)", () => {
  it("throws Unauthorized on 401 and on an unreadable body", async () => {
    await expect(harness(() => status(401)).api.put("/x", {})).rejects.toThrow("Unauthorized");
    await expect(harness(() => new Response("oops")).api.put("/x", {})).rejects.toThrow("Unauthorized");
    expect(await harness(() => json({ saved: true })).api.put("/x", {})).toEqual({ saved: true });
  });
});

describe("text, DELETE and the user fetch's 401 (spec §7)", () => {
  it("reads a text body, and an unreadable one is 'Invalid text response received'", async () => {
    expect(await harness(() => new Response("hello")).api.getText("/x")).toBe("hello");
    const broken = new Response("x");
    Object.defineProperty(broken, "text", { value: () => Promise.reject(new TypeError("body stream already read")) });
    await expect(harness(() => broken).api.getText("/x")).rejects.toThrow("Invalid text response received");
  });

  it("DELETE follows the POST rules", async () => {
    await expect(harness(() => status(401)).api.delete("/x")).rejects.toThrow("Unauthorized");
    expect(await harness(() => status(204)).api.delete("/x")).toBeUndefined();
  });

  it("a GET asked not to redirect answers nothing on 401 and leaves the session alone", async () => {
    const { api, navigations, cleared } = harness(() => status(401));
    expect(await api.get("/v04/user/web", { noRedirectOn401: true })).toBeUndefined();
    expect(navigations).toEqual([]);
    expect(cleared()).toBe(0);
  });
});

describe("a request that gets no answer (spec §8)", () => {
  const failing = (error: unknown, extra: Partial<ApiClientOptions> = {}) => {
    const reported: string[] = [];
    const { api } = harness(() => {
      throw error;
    }, { report: (_, classification, url) => reported.push(`${classification.kind} ${url}`), ownHost: () => "api.example", ...extra });
    return { api, reported };
  };

  it("a failed fetch online is a network issue, reported, with the spec's message", async () => {
    const { api, reported } = failing(new TypeError("Failed to fetch"));
    await expect(api.get("/v04/stories/more")).rejects.toMatchObject({ name: "FetchFailure", kind: "network", message: "Network connection issue. Please check your connection and try again." });
    expect(reported).toEqual(["network https://api.example/v04/stories/more"]);
  });

  it("offline, cancelled and blocked failures are not reported", async () => {
    const offline = failing(new TypeError("Failed to fetch"), { online: () => false });
    await expect(offline.api.post("/x", {})).rejects.toThrow("You appear to be offline");
    const cancelled = failing(new DOMException("The user aborted a request.", "AbortError"));
    await expect(cancelled.api.get("/x")).rejects.toThrow("Request cancelled");
    const blocked = failing(new TypeError("Failed to fetch"));
    await expect(blocked.api.post("/v04/analytics/collect", {})).rejects.toThrow("Request may be blocked by browser extension");
    expect([...offline.reported, ...cancelled.reported, ...blocked.reported]).toEqual([]);
  });

  it("a timeout on our own host is reported", async () => {
    const { api, reported } = failing(new DOMException("signal timed out", "TimeoutError"));
    await expect(api.get("/x")).rejects.toMatchObject({ kind: "timeout" });
    expect(reported).toEqual(["timeout https://api.example/x"]);
  });
});
