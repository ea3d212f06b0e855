import { expect, test } from "@playwright/test";

test("the server answers /api/health with the embedded database migrated", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ status: "ok", database: "pglite" });
  expect(body.migrations).toBeGreaterThanOrEqual(1);
});

test("the home page renders with the site navigation", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
