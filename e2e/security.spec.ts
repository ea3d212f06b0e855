import { expect, test } from "@playwright/test";

// Issue 23: the web process's security headers, a page that still works under its policy, and a body
// over its route's limit refused before the route reads it.

test("a page carries the security headers and runs under its policy without a violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/");
  const headers = response!.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["strict-transport-security"]).toBe("max-age=31536000");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Top news");
  // The first-paint scripts ran (the theme class is set by one of them) and the page hydrated.
  await page.getByRole("main").getByRole("article").first().getByRole("heading", { level: 2 }).getByRole("link").click();
  await expect(page).toHaveURL(/\/article\/\d+$/);
  expect(violations).toEqual([]);
});

test("a widget may be framed by another site", async ({ request }) => {
  const response = await request.get("/widget/blindspot-story");
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors *");
});

test("a sign-in post over 64 KB is refused with 413 before it is read", async ({ request, baseURL }) => {
  const response = await request.post("/api/auth/login", {
    headers: { origin: baseURL!, "content-type": "application/json" },
    data: JSON.stringify({ email: "a@example.com", password: "x".repeat(200_000) }),
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toEqual({ error: { code: "payload_too_large", message: "The request body must be at most 64 KB" } });
});

test("a client's own X-Openground-Client-Ip is not believed", async ({ request }) => {
  // The e2e server trusts one proxy hop; the header is overwritten from the socket and X-Forwarded-For.
  const response = await request.get("/api/location", { headers: { "x-openground-client-ip": "81.2.69.160", "x-forwarded-for": "127.0.0.1" } });
  expect(response.ok()).toBe(true);
  expect(JSON.stringify(await response.json())).not.toMatch(/GB|United Kingdom/);
});
