import { describe, expect, it } from "vitest";
import { followResult, updateInterestFollow } from "./follow-interest";
import { fetchAllMyInterests, type ListedInterest } from "./list-my-interests";
import { timeZoneChangeNeeded } from "./time-zone";

describe("follow result (spec §4)", () => {
  it("maps code 0 to hitUserLimit, a missing session to fail, anything else to success", () => {
    expect(followResult({ code: 0 }, true)).toBe("hitUserLimit");
    expect(followResult({ code: 1 }, true)).toBe("success");
    expect(followResult(undefined, true)).toBe("success");
    expect(followResult({ code: 1 }, false)).toBe("fail");
  });

  it("does not call the server without a session, and sends an object's id", async () => {
    const sent: unknown[] = [];
    const api = { post: async (_path: string, body: unknown) => (sent.push(body), { code: 0 }) } as never;
    expect(await updateInterestFollow(api, { action: "follow", interest: { id: "12" }, hasSession: false })).toBe("fail");
    expect(sent).toEqual([]);
    expect(await updateInterestFollow(api, { action: "follow", interest: { id: "12" }, hasSession: true })).toBe("hitUserLimit");
    expect(sent).toEqual([{ action: "follow", interestId: "12" }]);
  });
});

describe("timeZoneChangeNeeded (spec §4)", () => {
  it("sends a change only when the stored zone differs from the browser's", () => {
    expect(timeZoneChangeNeeded("Europe/Paris", "Europe/Paris")).toBe(false);
    expect(timeZoneChangeNeeded("Europe/Paris", "America/Chicago")).toBe(true);
    expect(timeZoneChangeNeeded(null, "America/Chicago")).toBe(true);
    expect(timeZoneChangeNeeded("Europe/Paris", undefined)).toBe(false);
  });
});

describe("fetchAllMyInterests (spec §7, §9: pages of 100)", () => {
  const interests = (count: number): ListedInterest[] => Array.from({ length: count }, (_, id) => ({ id, kind: "topic", name: `T${id}`, slug: `t${id}` }));

  it("pages by 100 until a page has fewer than 100", async () => {
    const all = interests(250);
    const paths: string[] = [];
    const api = {
      get: async (path: string) => {
        paths.push(path);
        const query = new URL(path, "http://x").searchParams;
        const offset = Number(query.get("offset"));
        return all.slice(offset, offset + Number(query.get("limit")));
      },
    } as never;
    expect(await fetchAllMyInterests(api)).toEqual(all);
    expect(paths).toEqual([
      "/v04/interests/listMy?limit=100&offset=0",
      "/v04/interests/listMy?limit=100&offset=100",
      "/v04/interests/listMy?limit=100&offset=200",
    ]);
  });

  it("asks one more page when the last full page ends exactly at 100, and stops on nothing", async () => {
    let calls = 0;
    const api = { get: async () => (calls++ === 0 ? interests(100) : undefined) } as never;
    expect(await fetchAllMyInterests(api)).toHaveLength(100);
    expect(calls).toBe(2);
  });
});
