import { describe, expect, it } from "vitest";
import { isAllowedOrigin } from "./origin-check";

const check = (method: string, headers: Record<string, string>, extra: { publicUrl?: string; stateChanging?: boolean } = {}) =>
  isAllowedOrigin({ method, headers: new Headers({ host: "localhost:3000", ...headers }), requestUrl: "http://localhost:3000/api/auth/login", ...extra });

describe("isAllowedOrigin", () => {
  it("refuses a state-changing request from another site", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) expect(check(method, { origin: "https://evil.example" }), method).toBe(false);
  });

  it("allows our own host and PUBLIC_URL's host", () => {
    expect(check("POST", { origin: "http://localhost:3000" })).toBe(true);
    expect(check("POST", { origin: "https://openground.example" }, { publicUrl: "https://openground.example" })).toBe(true);
    expect(check("POST", { origin: "https://news.example", "x-forwarded-host": "news.example" })).toBe(true);
  });

  it("allows requests without Origin (API clients with a bearer token, curl)", () => {
    expect(check("POST", { authorization: "Bearer abc" })).toBe(true);
    expect(check("POST", {})).toBe(true);
  });

  it("refuses Origin: null and a cross-site fetch that hid its Origin", () => {
    expect(check("POST", { origin: "null" })).toBe(false);
    expect(check("POST", { "sec-fetch-site": "cross-site" })).toBe(false);
  });

  it("lets reads through, but not a cross-site navigation to a state-changing GET (logout)", () => {
    expect(check("GET", { origin: "https://evil.example" })).toBe(true);
    expect(check("GET", { "sec-fetch-site": "cross-site" }, { stateChanging: true })).toBe(false);
    expect(check("GET", { "sec-fetch-site": "same-origin" }, { stateChanging: true })).toBe(true);
  });
});
