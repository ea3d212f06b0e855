import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations, waitForHydration } from "./page-checks";

// Issue 5's journey: register → onboard with a persona → For You shows those interests' stories → read
// stories → My News Bias reflects them → change settings → sign out → a personal page sends the reader
// to /401. The server's database is seeded from e2e/fixtures/feeds, whose stories cover weather, energy,
// health, US politics and immigration, and outlets such as Reuters, The Hill and Fox News.

/** Records a story read through the API, as the app does (POST /v04/user/reads). */
async function readStory(page: Page, storyId: number): Promise<void> {
  const status = await page.evaluate(async (id) => {
    const response = await fetch("/v04/user/reads", {
      method: "POST",
      headers: { "content-type": "application/json", "x-gn-v": "web" },
      body: JSON.stringify({ storyId: id }),
    });
    return response.status;
  }, storyId);
  expect(status).toBe(204);
}

const storyIdOf = async (page: Page, name: RegExp) => Number((await page.getByRole("link", { name }).first().getAttribute("href"))!.split("/").pop());

test("a new reader registers, onboards, reads, sees their bias, changes settings and signs out", async ({ page }) => {
  test.setTimeout(120_000);
  const email = `reader-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create an account");
  await expectNoSeriousViolations(page);
  await expect(page.getByLabel("Email")).toHaveAttribute("autocomplete", "email");
  await expect(page.getByLabel("Password")).toHaveAttribute("autocomplete", "new-password");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a long enough password");
  await page.getByRole("button", { name: "Create account" }).click();

  // Onboarding: a persona, one more interest, the edition, a place.
  await expect(page).toHaveURL(/\/onboarding\?next=%2Fmy$/);
  await waitForHydration(page);
  await expectNoSeriousViolations(page);
  await page.getByRole("radio", { name: /Mid-Western Everyman/ }).check();
  await page.getByRole("button", { name: "Follow the Mid-Western Everyman's picks" }).click();
  await expect(page.getByText("You now follow 8 topics and 8 sources picked for the Mid-Western Everyman.")).toBeVisible();
  await page.getByRole("button", { name: "Next: Your interests" }).click();
  await expect(page.getByRole("heading", { name: "Your interests" })).toBeFocused();
  await expect(page.getByRole("heading", { name: "You follow 8 interests" })).toBeVisible();
  await page.getByLabel("Search topics, people and places").fill("immig");
  await page.getByRole("button", { name: "Immigration", pressed: false }).click();
  await expect(page.getByText("Following Immigration.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Immigration", pressed: true }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Next: Your edition" }).click();
  await expect(page.getByRole("radio", { name: /United States/ })).toBeChecked(); // the edition this visitor had
  await page.getByRole("radio", { name: /International/ }).check();
  await expect(page.getByText("Saved: your top news is the International edition.")).toBeVisible();
  await page.getByRole("button", { name: "Next: Local news" }).click();
  await page.getByLabel("Country").selectOption("US");
  await page.getByLabel("State or province (optional)").selectOption("TX");
  await page.getByRole("button", { name: "Save my place" }).click();
  await expect(page.getByText("Saved: local news for Texas, United States.")).toBeVisible();
  await page.getByRole("button", { name: "Finish" }).click();

  // For You: the persona's topics (weather, energy, health) and sources (Reuters, The Hill), and Immigration.
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("For You");
  const stories = page.getByRole("list", { name: "Stories for you" });
  await expect(stories.getByRole("link", { name: /heat wave deaths in Texas/ })).toBeVisible();
  await expect(stories.getByRole("link", { name: /Oil prices steady/ })).toBeVisible();
  await expect(stories.getByRole("link", { name: /Border Patrol seizes/ })).toBeVisible();
  await expect(stories.getByRole("link", { name: /Arsenal beat Chelsea/ })).toBeVisible(); // Sports, a persona topic
  await expect(stories.getByRole("link", { name: /lottery prize/ })).toHaveCount(0); // nothing followed
  await expect(stories.getByRole("listitem").filter({ hasText: "heat wave deaths" }).getByText(/^Because you follow .*(Health|Weather)/)).toBeVisible();
  await expectNoSeriousViolations(page);

  // Read two stories: one as an article from Fox News, one as the whole story.
  const border = await storyIdOf(page, /Border Patrol seizes/);
  const heat = await storyIdOf(page, /heat wave deaths in Texas/);
  await stories.getByRole("link", { name: /Border Patrol seizes/ }).click();
  await expect(page).toHaveURL(new RegExp(`/article/${border}$`));
  // Opening Fox News's article from the story page (a new tab) is recorded as a read of that outlet.
  const recorded = page.waitForResponse((response) => response.url().endsWith("/v04/user/reads") && response.request().method() === "POST");
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: /opens Fox News in a new tab/ }).first().click();
  await (await popup).close();
  expect((await recorded).status()).toBe(204);
  await readStory(page, heat);

  // My News Bias reflects them.
  await page.goto("/my-news-bias?period=week");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My News Bias");
  await expect(page.getByRole("link", { name: "Week" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(/Last 7 days: 2 stories read/)).toBeVisible();
  const sides = page.getByRole("img", { name: /^Left \d+%, centre \d+%, right \d+%$/ });
  await expect(sides).toHaveAttribute("aria-label", /^Left (?!0%)\d+%, centre \d+%, right (?!0%)\d+%$/);
  await expect(page.getByRole("list", { name: "Sources you read most" }).getByText("Fox News")).toBeVisible();
  await expect(page.getByRole("list", { name: "Topics you read most" }).getByRole("link", { name: "Immigration" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Factuality of the sources you read: / })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What you're missing" })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Settings, history and sessions on /account.
  await page.goto("/account");
  await waitForHydration(page);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Stories you read recently" }).getByRole("link", { name: /Border Patrol seizes/ })).toBeVisible();
  await expect(page.getByText("(this browser)")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel("Display name").fill("Dana");
  await page.getByRole("radio", { name: "Greyscale" }).check();
  await page.getByRole("radio", { name: "International: left red, right blue" }).check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("radio", { name: "Greyscale" })).toBeChecked();
  await expect(page.getByLabel("Display name")).toHaveValue("Dana");
  const exported = await page.request.get("/v04/personal/export");
  expect(exported.headers()["content-disposition"]).toMatch(/^attachment/);
  expect(await exported.json()).toMatchObject({ user: { email, imageMode: "grayscale", leftColor: "#802727" } });

  // The header's edition menu shows the account's edition (International, from onboarding) and saves a
  // new pick to the account, which the home page of a signed-in reader follows.
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByLabel("Edition", { exact: true })).toHaveValue("top");
  const saved = page.waitForResponse((response) => response.url().endsWith("/v04/user/edition"));
  const reloaded = page.waitForEvent("load");
  await page.getByLabel("Edition", { exact: true }).selectOption("top-uk");
  expect((await saved).status()).toBe(200);
  await reloaded;
  await expect(page.getByText("United Kingdom edition")).toBeVisible();
  await expect(page.getByLabel("Edition", { exact: true })).toHaveValue("top-uk");

  // Sign out (on /account): home, and a personal page now leads to /401 with the way back.
  await page.goto("/account");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/my-news-bias?period=week");
  await expect(page).toHaveURL(/\/401\?redirectUri=%2Fmy-news-bias%3Fperiod%3Dweek$/);
  await expect(page.getByRole("link", { name: "Sign in" }).last()).toHaveAttribute("href", "/login?redirectUri=%2Fmy-news-bias%3Fperiod%3Dweek");
});

test("sign-in shows the server's error, keeps the way back, and lands there after signing in", async ({ page }) => {
  const email = `returning-${Date.now()}@example.com`;
  const registered = await page.request.post("/api/auth/register", { data: { email, password: "another long password" } });
  expect(registered.status()).toBe(201);
  await page.context().clearCookies();

  await page.goto("/login?redirectUri=%2Faccount");
  await expectNoSeriousViolations(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login\?error=.*&redirectUri=%2Faccount$/);
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("Incorrect email or password.");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("another long password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");
});

test("signed-out visitors of the personal pages are sent to /401 with the way back", async ({ page }) => {
  for (const path of ["/my", "/account", "/onboarding"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/401\\?redirectUri=${encodeURIComponent(path)}$`));
  }
  // A stale login cookie (a session that no longer exists) gets past the proxy, and the page sends it on.
  await page.context().addCookies([{ name: "GROUND_LOGIN_TOKEN", value: "x".repeat(43), url: page.url() }]);
  await page.goto("/my");
  await expect(page).toHaveURL(/\/401\?redirectUri=%2Fmy$/);
});

test("a reader who follows nothing is invited to choose interests", async ({ page }) => {
  const email = `empty-${Date.now()}@example.com`;
  await page.goto("/register?redirectUri=%2Fmy");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a long enough password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/onboarding\?next=%2Fmy$/);
  await page.goto("/my");
  await expect(page.getByRole("heading", { name: "You don't follow anything yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Choose interests to follow" })).toHaveAttribute("href", "/onboarding?next=%2Fmy");
  await expectNoSeriousViolations(page);
});
