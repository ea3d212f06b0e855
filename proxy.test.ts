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
