import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations, waitForHydration } from "./page-checks";

// The feed pages (issue 4): the top feed by edition, load more, the blindspot tabs, an interest page,
// local news for a place the reader sets, RSS and the sitemap. The server's database is seeded from
// e2e/fixtures/feeds by the real engine, so the journeys navigate from the pages instead of fixed ids.

const storyCards = (page: Page) => page.getByRole("main").getByRole("article");

test.describe("the home page", () => {
  test("shows the United States edition's stories, each with a headline link, coverage bar and source count", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Top news");
    await expect(page.getByText("United States edition")).toBeVisible();
    const cards = storyCards(page);
    expect(await cards.count()).toBeGreaterThan(2);
    const first = cards.first();
    await expect(first.getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute("href", /^\/article\/\d+$/);
    await expect(first.getByRole("img", { name: /^Coverage: \d+% left, \d+% centre, \d+% right of \d+ sources?$/ })).toBeVisible();
    await expect(first.getByText(/^\d+ sources?$/)).toBeVisible();
    await expect(page.getByText(/^Blindspot for the (left|right)$/).first()).toBeVisible();
    await expect(page.locator("[data-bias-scheme]")).toHaveAttribute("style", /--bias-left:\s*#204986/);
    await expect(page).toHaveTitle("Top news · OpenGround");
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /^http:\/\/[^/]+\/?$/);
  });

  test("follows the edition the reader picks: the cookie is set and the page reloads with that edition's stories", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: /Border Patrol/ })).toBeVisible();
    const reloaded = page.waitForEvent("load");
    await page.getByLabel("Edition", { exact: true }).selectOption("top-uk");
    await reloaded;
    expect((await context.cookies()).find((cookie) => cookie.name === "GROUND_FEED_EDITION")?.value).toBe("top-uk");
    await expect(page.getByText("United Kingdom edition")).toBeVisible();
    // A US-only story leaves; a UK story arrives; the bias colours switch to the international scheme.
    await expect(page.getByRole("link", { name: /Border Patrol/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Arsenal/ })).toBeVisible();
    await expect(page.locator("[data-bias-scheme]")).toHaveAttribute("style", /--bias-left:\s*#802727/);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/rss\/top-uk\.xml$/);
  });

  test("drops a story image that cannot be loaded instead of showing a broken-image box", async ({ page }) => {
    // The seeded feeds' image addresses cannot be reached from the test machine.
    // Our image route answers 502 for them; the card keeps its neutral 16:9 box instead (issue 25).
    await page.goto("/");
    const images = page.getByRole("main").locator("article img");
    await expect(images.first()).toHaveAttribute("src", /^\/img\/story\/\d+\/640\.webp$/);
    await expect.poll(async () => images.evaluateAll((all) => all.filter((image) => (image as HTMLElement).style.display === "none").length)).toBeGreaterThan(0);
    const hidden = page.getByRole("main").locator("article img[style*='display: none']").first();
    await expect(hidden.locator("xpath=..")).toBeVisible();
    await expect(storyCards(page).first().getByRole("heading", { level: 2 })).toBeVisible();
  });

  test("shows story images in grayscale for a reader who chose that image mode", async ({ page, context }) => {
    // The image mode is a class on <html> set from the cookie before first paint (issue 25).
    await page.goto("/");
    const filter = () => page.getByRole("main").locator("article img").first().evaluate((image) => getComputedStyle(image).filter);
    await expect(page.locator("html")).not.toHaveClass(/(^|\s)images-grayscale(\s|$)/);
    expect(await filter()).toBe("none");
    await context.addCookies([{ name: "GROUND_IMAGE_MODE", value: "grayscale", url: new URL("/", page.url()).href }]);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/(^|\s)images-grayscale(\s|$)/);
    expect(await filter()).toBe("grayscale(1)");
  });

  test("loads more stories in place, and as a plain link without JavaScript", async ({ page }) => {
    await page.goto("/?limit=3");
    await waitForHydration(page);
    await expect(storyCards(page)).toHaveCount(3);
    const loadMore = page.getByRole("link", { name: "Load more" });
    await expect(loadMore).toHaveAttribute("href", "/?page=2&limit=3");
    await loadMore.click();
    await expect(storyCards(page)).toHaveCount(6);
    await expect(page).toHaveURL(/\/\?limit=3$/);
    // Focus moves to the first new story.
    await expect(storyCards(page).nth(3).getByRole("heading").getByRole("link")).toBeFocused();

    await page.goto("/?page=2&limit=3");
    await expect(storyCards(page)).toHaveCount(6);
  });
});

test.describe("a first visit from the United Kingdom", () => {
  // The address the server's GeoIP sees (Next keeps a forwarded address it is given).
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "212.58.244.22" } });

  test("gets the UK edition, in the page and in the edition menu", async ({ page }) => {
    // The visit looks its location up once at most (the consent banner needs the country, issue 19; it
    // runs after first paint, so the answer may come while the next page loads), never once per page.
    const lookups: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/location") lookups.push(request.url());
    });
    await page.goto("/");
    await expect(page.getByText("United Kingdom edition")).toBeVisible();
    await expect(page.locator("[data-bias-scheme]")).toHaveAttribute("style", /--bias-left:\s*#802727/);
    await waitForHydration(page);
    await expect(page.getByLabel("Edition", { exact: true })).toHaveValue("top-uk");

    await page.goto("/blindspot");
    await waitForHydration(page);
    await expect(page.getByLabel("Edition", { exact: true })).toHaveValue("top-uk");
    await page.goto("/local");
    await waitForHydration(page);
    expect(lookups.length).toBeLessThanOrEqual(1);
  });
});

test.describe("the cached home page", () => {
  test("serves signed-out readers their edition from the page cache, and signed-in readers the same cached page", async ({ request }) => {
    // A first visit: the edition comes from the address (a loopback address: the default, United States).
    const first = await request.get("/");
    expect(first.headers()["x-nextjs-cache"]).toMatch(/^(HIT|STALE|MISS)$/);
    expect(first.headers()["cache-control"]).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
    expect(await first.text()).toContain('data-edition="top-us"');

    const returning = await request.get("/", { headers: { cookie: "GROUND_FEED_EDITION=top-uk" } });
    expect(returning.headers()["x-nextjs-cache"]).toMatch(/^(HIT|STALE|MISS)$/);
    expect(returning.headers()["cache-control"]).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
    expect(await returning.text()).toContain('data-edition="top-uk"');

    // A session cookie gets the same cached page of its edition (issue 28): what is personal is applied
    // in the browser, so a signed-in reader is served as fast as a signed-out one.
    const signedIn = await request.get("/", { headers: { cookie: "GROUND_FEED_EDITION=top-uk; GROUND_LOGIN_TOKEN=stale" } });
    expect(signedIn.headers()["x-nextjs-cache"]).toMatch(/^(HIT|STALE|MISS)$/);
    expect(await signedIn.text()).toContain('data-edition="top-uk"');

    // The edition pages work on their own, and may be kept by shared caches; unknown editions are 404.
    const uk = await request.get("/edition/top-uk");
    expect(uk.status()).toBe(200);
    expect(uk.headers()["cache-control"]).toContain("s-maxage=");
    expect(await uk.text()).toContain('data-edition="top-uk"');
    expect((await request.get("/edition/top-xx")).status()).toBe(404);
  });
});

test.describe("blindspots", () => {
  test("shows the rule and two tabs, each with its side's blindspots", async ({ page }) => {
    await page.goto("/blindspot");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blindspot");
    await expect(page.getByText(/A blindspot is a story that one side of the political spectrum barely covers/)).toBeVisible();
    const tabs = page.getByRole("tablist", { name: "Whose blindspots" });
    const left = tabs.getByRole("tab", { name: /For the left/ });
    const right = tabs.getByRole("tab", { name: /For the right/ });
    await expect(left).toHaveAttribute("aria-selected", "true");
    await expect(right).toHaveAttribute("aria-selected", "false");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByText("Blindspot for the left").first()).toBeVisible();
    await expect(panel.getByText("Blindspot for the right")).toHaveCount(0);

    await right.click();
    await expect(page).toHaveURL(/\/blindspot\?side=right$/);
    await expect(tabs.getByRole("tab", { name: /For the right/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByText("Blindspot for the right").first()).toBeVisible();
    await expect(page.getByRole("tabpanel").getByText("Blindspot for the left")).toHaveCount(0);
  });
});

test.describe("interests", () => {
  test("opens from a story card with its kind, stories, related interests and a sign-in link to follow", async ({ page }) => {
    await page.goto("/");
    const card = storyCards(page).first();
    const interestLink = card.locator('a[href^="/interest/"]').first();
    const name = (await interestLink.textContent())!.trim();
    const href = (await interestLink.getAttribute("href"))!;
    await interestLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByText(/^(Topic|Person|Place|Organisation)$/)).toBeVisible();
    expect(await storyCards(page).count()).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: `Sign in to follow ${name}` })).toHaveAttribute(
      "href",
      `/login?redirectUri=${encodeURIComponent(href)}`,
    );
    const related = page.getByRole("complementary").getByRole("link");
    expect(await related.count()).toBeGreaterThan(0);
    await expect(page).toHaveTitle(`${name} · OpenGround`);
  });

  test("answers 404 for an interest that does not exist", async ({ page }) => {
    const response = await page.goto("/interest/999999999");
    expect(response!.status()).toBe(404);
  });
});

test.describe("local news", () => {
  test("explains how to set a place when the location is unknown, then shows the stories of the place set", async ({ page, context }) => {
    await page.goto("/local");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Local news");
    await expect(page.getByRole("heading", { name: "Where should local news be about?" })).toBeVisible();
    await page.getByLabel("Country").selectOption("US");
    await page.getByLabel(/State or province/).selectOption("TX");
    await page.getByRole("button", { name: "Show local news" }).click();
    await expect(page.getByText("Stories about Texas, United States")).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === "GROUND_LOCAL_PLACE")?.value).toBe("US-TX");
    await expect(page.getByRole("link", { name: /heat wave/i })).toBeVisible();
    await expect(page.getByRole("link", { name: /Border Patrol/ })).toHaveCount(0);
  });
});

test.describe("feeds for machines", () => {
  test("RSS of an edition and of an interest, the sitemap and robots.txt answer", async ({ request }) => {
    const rss = await request.get("/rss/top-us.xml");
    expect(rss.status()).toBe(200);
    expect(rss.headers()["content-type"]).toContain("application/rss+xml");
    const body = await rss.text();
    expect(body).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">');
    const storyLink = /<link>(http[^<]+\/article\/\d+)<\/link>/.exec(body);
    expect(storyLink).not.toBeNull();

    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const urls = await sitemap.text();
    expect(urls).toMatch(/<loc>http[^<]+\/blindspot<\/loc>/);
    expect(urls).toMatch(/<loc>http[^<]+\/article\/\d+<\/loc>/);
    const interest = /<loc>http[^<]+\/interest\/(\d+)<\/loc>/.exec(urls);
    expect(interest).not.toBeNull();
    expect((await request.get(`/rss/interest/${interest![1]}.xml`)).status()).toBe(200);

    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toMatch(/Sitemap: http\S+\/sitemap\.xml/);
    const editions = await request.get("/v04/customFeed/topFeedEditions");
    expect(editions.headers()["cache-control"]).toBe("public, max-age=86400");
    expect(((await editions.json()) as { editions: unknown[] }).editions).toHaveLength(6);
  });
});

// One test per page: an axe run on a page of story cards takes several seconds on a loaded CI machine,
// and five of them in one test once ran past the test's time limit.
test.describe("accessibility of the feed pages", () => {
  for (const path of ["/", "/blindspot", "/blindspot?side=right"]) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoSeriousViolations(page);
    });
  }

  test("an interest page has no serious or critical axe violations", async ({ page }) => {
    await page.goto("/");
    const interestHref = await storyCards(page).first().locator('a[href^="/interest/"]').first().getAttribute("href");
    expect(interestHref).toMatch(/^\/interest\//);
    await page.goto(interestHref!);
    await waitForHydration(page);
    await expectNoSeriousViolations(page);
  });

  test("/local has no serious or critical axe violations", async ({ page, context }) => {
    await context.addCookies([{ name: "GROUND_LOCAL_PLACE", value: "US-TX", url: new URL("/", test.info().project.use.baseURL!).href }]);
    await page.goto("/local");
    await expect(page.getByText("Stories about Texas, United States")).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
