import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "./proxy";

describe("the proxy on the personal pages", () => {
  it("sends a visitor without a login cookie to /401 with the page and its query as redirectUri", () => {
    const response = proxy(new NextRequest("http://localhost:3000/my-news-bias?period=week"));
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost:3000/401?redirectUri=%2Fmy-news-bias%3Fperiod%3Dweek");
  });

  it("lets a visitor with a login cookie through (the page checks the session itself)", () => {
    const response = proxy(new NextRequest("http://localhost:3000/account", { headers: { cookie: "GROUND_LOGIN_TOKEN=abc" } }));
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("the proxy on a signed-out reader without an edition cookie", () => {
  it("rewrites / to the cached page of the edition of the request's location", () => {
    const response = proxy(new NextRequest("http://localhost:3000/", { headers: { "x-forwarded-for": "212.58.244.22" } }));
    expect(response.headers.get("x-middleware-rewrite")).toBe("http://localhost:3000/edition/top-uk");
  });

  it("rewrites a story to its cached page in the colours that edition gives, keeping other query parameters", () => {
    const unknown = proxy(new NextRequest("http://localhost:3000/article/42?utm_source=feed"));
    expect(unknown.headers.get("x-middleware-rewrite")).toBe("http://localhost:3000/story-view/us/42?utm_source=feed");
    const british = proxy(new NextRequest("http://localhost:3000/article/42", { headers: { "x-forwarded-for": "212.58.244.22" } }));
    expect(british.headers.get("x-middleware-rewrite")).toBe("http://localhost:3000/story-view/international/42");
  });

  it("rewrites the blindspot tabs to their cached pages, and leaves another ?side= to the per-request page", () => {
    const left = proxy(new NextRequest("http://localhost:3000/blindspot"));
    expect(left.headers.get("x-middleware-rewrite")).toBe("http://localhost:3000/blindspot-view/us/left");
    const right = proxy(new NextRequest("http://localhost:3000/blindspot?side=right", { headers: { "x-forwarded-for": "212.58.244.22" } }));
    expect(right.headers.get("x-middleware-rewrite")).toBe("http://localhost:3000/blindspot-view/international/right?side=right");
    const other = proxy(new NextRequest("http://localhost:3000/blindspot?side=centre"));
    expect(other.headers.get("x-middleware-rewrite")).toBeNull();
    expect(other.headers.get("location")).toBeNull();
    expect(other.headers.get("x-middleware-next")).toBe("1");
  });

  it("rewrites an interest to its cached page in the colours the location's edition gives", () => {
    const british = proxy(new NextRequest("http://localhost:3000/interest/7", { headers: { "x-forwarded-for": "212.58.244.22" } }));
    expect(british.headers.get("x-middleware-rewrite")).toBe("http://localhost:3000/interest-view/international/7");
  });
});

describe("the proxy on a promo key (?pc=, spec §9)", () => {
  it("keeps the key's code in the coupon cookie for 7 days and removes pc from the address", () => {
    const response = proxy(new NextRequest("http://localhost:3000/?pc=welcomeVantage&utm_source=mail"));
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost:3000/?utm_source=mail");
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^GROUND_COUPON=WELCOMEVANTAGE35;/);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).toMatch(/Path=\//);
  });

  it("removes an unknown key without setting anything, on any page", () => {
    const response = proxy(new NextRequest("http://localhost:3000/subscribe?pc=FREEMONEY"));
    expect(response.headers.get("location")).toBe("http://localhost:3000/subscribe");
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});

describe("the proxy on a signed-in reader without an edition cookie (issue 28)", () => {
  const userCookie = (topFeedEdition: string | null) => encodeURIComponent(btoa(encodeURIComponent(JSON.stringify({ id: 7, topFeedEdition }))));

  it("rewrites / and a story to the cached page of the edition saved in the account, not the location's", () => {
    const headers = { "x-forwarded-for": "212.58.244.22", cookie: `GROUND_LOGIN_TOKEN=abc; GROUND_USER=${userCookie("top-us")}` };
    expect(proxy(new NextRequest("http://localhost:3000/", { headers })).headers.get("x-middleware-rewrite")).toBe("http://localhost:3000/edition/top-us");
    expect(proxy(new NextRequest("http://localhost:3000/article/42", { headers })).headers.get("x-middleware-rewrite")).toBe("http://localhost:3000/story-view/us/42");
  });

  it("falls back on the location when the account has no edition", () => {
    const headers = { "x-forwarded-for": "212.58.244.22", cookie: `GROUND_LOGIN_TOKEN=abc; GROUND_USER=${userCookie(null)}` };
    expect(proxy(new NextRequest("http://localhost:3000/", { headers })).headers.get("x-middleware-rewrite")).toBe("http://localhost:3000/edition/top-uk");
  });

  it("gives an institutional reader without an account edition the academic edition, before the location's (issue 21)", () => {
    const institutional = (topFeedEdition: string | null) =>
      encodeURIComponent(btoa(encodeURIComponent(JSON.stringify({ id: 8, topFeedEdition, institutionalUser: true }))));
    const rewrite = (cookie: string) =>
      proxy(new NextRequest("http://localhost:3000/", { headers: { "x-forwarded-for": "212.58.244.22", cookie } })).headers.get("x-middleware-rewrite");
    expect(rewrite(`GROUND_LOGIN_TOKEN=abc; GROUND_USER=${institutional(null)}`)).toBe("http://localhost:3000/edition/top");
    expect(rewrite(`GROUND_LOGIN_TOKEN=abc; GROUND_USER=${institutional("top-ca")}`)).toBe("http://localhost:3000/edition/top-ca");
    expect(rewrite(`GROUND_USER=${institutional(null)}`)).toBe("http://localhost:3000/edition/top-uk");
  });
});
