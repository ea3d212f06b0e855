import { expect, test } from "@playwright/test";

// Issue 22: a reader reads stories, opens /year-in-review and sees their year; they switch on the public
// link, a second browser opens it, and once they switch it off the link answers 404.

test("a reader's year in review counts what they read, and its public link lives only while shared", async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const signedOut = await request.get("/year-in-review", { maxRedirects: 0 });
  expect(signedOut.status()).toBe(307);
  expect(signedOut.headers().location).toContain("/401?redirectUri=%2Fyear-in-review");

  const home = await (await request.get("/", { headers: { cookie: "GROUND_FEED_EDITION=top-us" } })).text();
  const storyPaths = [...new Set([...home.matchAll(/href="(\/article\/\d+)"/g)].map((match) => match[1]!))].slice(0, 2);
  expect(storyPaths, "the home page links two stories").toHaveLength(2);

  const reader = await browser.newContext({ baseURL });
  const stranger = await browser.newContext({ baseURL });
  try {
    const page = await reader.newPage();
    const email = `year-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    expect((await page.request.post("/api/auth/register", { data: { email, password: "a long enough password" } })).status()).toBe(201);

    await page.goto("/year-in-review");
    await expect(page.getByRole("heading", { name: /Nothing read yet in \d{4}/ })).toBeVisible();

    for (const path of storyPaths) {
      const recorded = page.waitForResponse((response) => response.url().endsWith("/v04/user/reads") && response.request().method() === "POST");
      await page.goto(path);
      expect((await recorded).status()).toBe(204);
    }
    await page.goto("/year-in-review");
    await expect(page.getByRole("heading", { level: 1, name: /^Your \d{4} in review$/ })).toBeVisible();
    await expect(page.getByTestId("yir-stories")).toHaveText("2");
    await expect(page.getByRole("img", { name: /^Left \d+%, centre \d+%, right \d+%$/ })).toBeVisible();
    // A free reader sees level one; what the plans add is named, with the way to them.
    await expect(page.getByRole("heading", { name: "Sources read most" })).toHaveCount(0);
    await expect(page.getByText("Pro and Premium add the sources and topics you read most and the blindspots you read.")).toBeVisible();
    await expect(page.getByRole("link", { name: "See the plans" })).toHaveAttribute("href", "/subscribe");

    await page.getByRole("button", { name: "Share my year" }).click();
    await expect(page.getByText("Your year in review is shared: anyone with the link can see it.")).toBeVisible();
    const publicPath = await page.getByTestId("yir-public-link").getAttribute("href");
    expect(publicPath).toMatch(/^\/year-in-review\/[A-Za-z0-9_-]{24}$/);

    const other = await stranger.newPage();
    const opened = await other.goto(publicPath!);
    expect(opened!.status()).toBe(200);
    await expect(other.getByRole("heading", { level: 1, name: /^A reader's \d{4} in review$/ })).toBeVisible();
    await expect(other.getByTestId("yir-stories")).toHaveText("2");
    await expect(other.getByText(email)).toHaveCount(0);
    const image = await other.request.get(`${publicPath}/image`);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");

    await page.getByRole("button", { name: "Stop sharing" }).click();
    await expect(page.getByText("Sharing is off: the old link no longer works.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Share my year" })).toBeVisible();
    expect((await other.goto(publicPath!))!.status()).toBe(404);
    expect((await other.request.get(`${publicPath}/image`)).status()).toBe(404);
  } finally {
    await reader.close();
    await stranger.close();
  }
});
