import { expect, test, type APIRequestContext, type BrowserContext } from "@playwright/test";

// The cached blindspot and interest pages (docs/decisions.md "Cached blindspot and interest pages"): a
// signed-out reader gets /blindspot and /interest/{id} from Next's page cache, a signed-in reader too
// (issue 28; a paying reader's extra blindspots come in the browser: e2e/blindspot-plans.spec.ts), the
// other per-request signals a page of their own, and both get the same content. The seeded feeds
// (e2e/fixtures/feeds) give one blindspot for the left (the Border Patrol story) and several for the
// right (the Texas heat wave study among them).

const PER_READER = "private, no-cache, no-store, max-age=0, must-revalidate";
const FROM_PAGE_CACHE = /^(HIT|STALE|MISS)$/;
const LEFT_BLINDSPOT = /Border Patrol seizes/;
const RIGHT_BLINDSPOT = /heat wave deaths in Texas/;

/** What page.goto and request.get both answer with. */
type Answer = { status(): number; headers(): Record<string, string> };

function expectFromPageCache(response: Answer | null, label: string): void {
  expect(response?.status(), label).toBe(200);
  expect(response?.headers()["x-nextjs-cache"], label).toMatch(FROM_PAGE_CACHE);
  expect(response?.headers()["cache-control"], label).toBe(PER_READER);
}

function expectPerRequest(response: Answer | null, label: string): void {
  expect(response?.status(), label).toBe(200);
  expect(response?.headers()["x-nextjs-cache"], label).toBeUndefined();
  expect(response?.headers()["cache-control"], label).toBe(PER_READER);
}

async function setEdition(context: BrowserContext, baseURL: string | undefined, edition: string): Promise<void> {
  await context.addCookies([{ name: "GROUND_FEED_EDITION", value: edition, url: baseURL! }]);
}

/** The first interest linked from the home page's first story: its address and name. */
async function someInterest(request: APIRequestContext): Promise<{ href: string; name: string }> {
  const home = await (await request.get("/")).text();
  // A name without HTML entities, so the page's text can be compared with it as it is.
  const match = [...home.matchAll(/<a[^>]+href="(\/interest\/\d+)"[^>]*>([^<&]+)<\/a>/g)][0];
  expect(match).toBeDefined();
  return { href: match![1]!, name: match![2]!.trim() };
}

test.describe("the cached blindspot page", () => {
  test("gives a signed-out reader with an edition cookie each tab from the page cache", async ({ page, context, baseURL }) => {
    await setEdition(context, baseURL, "top-us");
    const tabs = page.getByRole("tablist", { name: "Whose blindspots" });
    const panel = page.getByRole("tabpanel");
    /** The tab for `side` is the current one and shows that side's blindspot, not the other's. */
    const expectTab = async (side: "left" | "right") => {
      const other = side === "left" ? "right" : "left";
      const story = { left: LEFT_BLINDSPOT, right: RIGHT_BLINDSPOT };
      await expect(tabs.getByRole("tab", { name: new RegExp(`For the ${side}`) })).toHaveAttribute("aria-selected", "true");
      await expect(tabs.getByRole("tab", { name: new RegExp(`For the ${other}`) })).toHaveAttribute("aria-selected", "false");
      await expect(panel.getByRole("link", { name: story[side] })).toBeVisible();
      await expect(panel.getByRole("link", { name: story[other] })).toHaveCount(0);
    };

    const right = await page.goto("/blindspot?side=right");
    expectFromPageCache(right, "right");
    await expectTab("right");
    await expect(page.locator("[data-bias-scheme]")).toHaveAttribute("style", /--bias-left:\s*#204986/);
    // Canonical at the public address for both tabs, not at the internal one the page came from.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/blindspot`);
    await expect(page).toHaveTitle("Blindspot · OpenGround");

    const left = await page.goto("/blindspot");
    expectFromPageCache(left, "left");
    await expectTab("left");

    // ?side=left is the same cached tab; the tab links still switch in place.
    expectFromPageCache(await page.goto("/blindspot?side=left"), "?side=left");
    await tabs.getByRole("tab", { name: /For the right/ }).click();
    await expect(page).toHaveURL(/\/blindspot\?side=right$/);
    await expect(page.getByRole("tabpanel").getByRole("link", { name: RIGHT_BLINDSPOT })).toBeVisible();
  });

  test("serves another edition's colours from its own cached copy", async ({ request }) => {
    const uk = await request.get("/blindspot?side=right", { headers: { cookie: "GROUND_FEED_EDITION=top-uk" } });
    expectFromPageCache(uk, "top-uk");
    expect(await uk.text()).toContain("--bias-left:#802727");
  });

  test("serves the grayscale reader the same cached page: the image mode is a class the browser sets (issue 25)", async ({ request }) => {
    const response = await request.get("/blindspot?side=right", { headers: { cookie: "GROUND_FEED_EDITION=top-us; GROUND_IMAGE_MODE=grayscale" } });
    expectFromPageCache(response, "grayscale reader");
  });

  test("keeps a page of their own for a paged list and another ?side=; a login cookie gets the cached tab (issue 28)", async ({ request }) => {
    const signedIn = await request.get("/blindspot?side=right", { headers: { cookie: "GROUND_FEED_EDITION=top-us; GROUND_LOGIN_TOKEN=stale" } });
    expectFromPageCache(signedIn, "signed in");
    expect(await signedIn.text()).toMatch(RIGHT_BLINDSPOT);
    for (const [address, cookie] of [
      ["/blindspot?side=right&limit=3", "GROUND_FEED_EDITION=top-us"],
      ["/blindspot?side=centre", "GROUND_FEED_EDITION=top-us"],
      ["/blindspot?side=right&page=2", ""],
    ] as const) {
      const response = await request.get(address, { headers: cookie ? { cookie } : {} });
      expectPerRequest(response, `${address} ${cookie}`);
      const html = await response.text();
      expect(html, address).toMatch(address.includes("centre") ? LEFT_BLINDSPOT : RIGHT_BLINDSPOT);
    }
  });
});

test.describe("the cached interest page", () => {
  test("gives a signed-out reader the sign-in-to-follow link from the page cache", async ({ page, context, request, baseURL }) => {
    const interest = await someInterest(request);
    await setEdition(context, baseURL, "top-uk");
    const response = await page.goto(interest.href);
    expectFromPageCache(response, interest.href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(interest.name);
    await expect(page.getByRole("link", { name: `Sign in to follow ${interest.name}` })).toHaveAttribute(
      "href",
      `/login?redirectUri=${encodeURIComponent(interest.href)}`,
    );
    await expect(page.getByRole("button", { name: `Follow ${interest.name}` })).toHaveCount(0);
    await expect(page.locator("[data-bias-scheme]")).toHaveAttribute("style", /--bias-left:\s*#802727/);
    await expect(page).toHaveTitle(`${interest.name} · OpenGround`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${interest.href}`);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", `${baseURL}/rss${interest.href}.xml`);

    // A first visit (no edition cookie) comes from the page cache too, through the proxy.
    expectFromPageCache(await request.get(interest.href), "first visit");
  });

  test("answers 404 for an interest that does not exist, from the cached and the per-request page alike", async ({ request }) => {
    for (const [address, cookie] of [
      ["/interest/999999999", "GROUND_FEED_EDITION=top-us"],
      ["/interest/999999999", ""],
      ["/interest/999999999", "GROUND_LOGIN_TOKEN=stale"],
      ["/interest/not-a-number", "GROUND_FEED_EDITION=top-us"],
    ] as const) {
      expect((await request.get(address, { headers: cookie ? { cookie } : {} })).status(), `${address} ${cookie}`).toBe(404);
    }
  });

  test("gives a signed-in reader the cached page with the follow button from the API (issue 28)", async ({ page, context, baseURL }) => {
    const interest = await someInterest(page.request);
    // Registering signs the reader in: the response sets the login cookie in this browser context.
    const email = `follower-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const registered = await page.request.post("/api/auth/register", { data: { email, password: "a long enough password" } });
    expect(registered.status()).toBe(201);
    await setEdition(context, baseURL, "top-us");

    expectFromPageCache(await page.goto(interest.href), "signed in");
    await expect(page.getByRole("button", { name: `Follow ${interest.name}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Sign in to follow ${interest.name}` })).toHaveCount(0);
  });
});

test.describe("the cached widgets", () => {
  /** The first story of the home page: its id and headline. */
  async function someStory(request: APIRequestContext): Promise<{ id: string; title: string }> {
    const home = await (await request.get("/")).text();
    const match = /<a[^>]+href="\/article\/(\d+)"[^>]*>([^<&]+)<\/a>/.exec(home);
    expect(match).not.toBeNull();
    return { id: match![1]!, title: match![2]!.trim() };
  }

  test("serve a story's card from the page cache, with the same card as the per-request page", async ({ request, baseURL }) => {
    const story = await someStory(request);
    const cached = await request.get(`/widget/story?id=${story.id}`);
    expect(cached.status()).toBe(200);
    expect(cached.headers()["x-nextjs-cache"]).toMatch(FROM_PAGE_CACHE);
    expect(cached.headers()["x-frame-options"]).toBeUndefined();
    const html = await cached.text();
    expect(html).toContain(story.title);
    expect(html).toContain(`href="${baseURL}/article/${story.id}" target="_top"`);
    expect(html).not.toContain("<header");
    // A leading zero is the same story, read per request: the same card.
    const perRequest = await request.get(`/widget/story?id=0${story.id}`);
    expect(perRequest.headers()["x-nextjs-cache"]).toBeUndefined();
    expect(await perRequest.text()).toContain(`href="${baseURL}/article/${story.id}" target="_top"`);
  });

  test("serve the top blindspot and a chosen story as blindspot cards from the page cache", async ({ request }) => {
    const top = await request.get("/widget/blindspot-story");
    expect(top.headers()["x-nextjs-cache"]).toMatch(FROM_PAGE_CACHE);
    expect(await top.text()).toMatch(/OpenGround · Blindspot[^]*Blindspot for the (left|right)/);
    const story = await someStory(request);
    const chosen = await request.get(`/widget/blindspot-story?id=${story.id}`);
    expect(chosen.headers()["x-nextjs-cache"]).toMatch(FROM_PAGE_CACHE);
    expect(await chosen.text()).toContain(story.title);
  });

  test("answer a story that does not exist with the widget's own 404 card, cached or not", async ({ request }) => {
    for (const address of ["/widget/story?id=99999999", "/widget/blindspot-story?id=99999999", "/widget/story?id=abc"]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      const html = await response.text();
      expect(html, address).toContain("This story does not exist or is no longer available.");
      expect(html, address).not.toContain("<header");
    }
    // Without an id the story widget explains how to embed it.
    expect(await (await request.get("/widget/story")).text()).toContain("/widget/story?id=STORY_ID");
  });
});

test.describe("the cached outlet and briefing pages", () => {
  for (const [address, heading] of [
    ["/outlet/reuters", "Reuters"],
    ["/daily-briefing/top-us", "Daily briefing"],
  ] as const) {
    test(`${address} comes from the page cache for a signed-out reader, in their edition's colours`, async ({ page, context, request, baseURL }) => {
      await setEdition(context, baseURL, "top-uk");
      const cached = await page.goto(address);
      expectFromPageCache(cached, "edition cookie");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator("[data-bias-scheme]")).toHaveAttribute("style", /--bias-left:\s*#802727/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${address}`);
      // Without an edition cookie the request's location decides (none here: the United States' colours).
      const placed = await request.get(address);
      expectFromPageCache(placed, "no cookie");
      expect(await placed.text()).toContain("--bias-left:#204986");
    });
  }

  test("a signed-in reader gets the cached pages too (issue 28), and an unknown outlet or briefing is a 404", async ({ page, request }) => {
    const email = `outlet-reader-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    expect((await page.request.post("/api/auth/register", { data: { email, password: "a long enough password" } })).status()).toBe(201);
    expectFromPageCache(await page.goto("/outlet/reuters"), "signed in");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reuters");
    expectFromPageCache(await page.goto("/daily-briefing/top-us"), "signed in");
    for (const address of ["/outlet/no-such-outlet", "/daily-briefing/top-xx", "/daily-briefing/top-us-2026-02-30"]) {
      expect((await request.get(address)).status(), address).toBe(404);
    }
  });
});

test.describe("the microcache in front of Next (lib/server/microcache.ts)", () => {
  test("answers a returning reader's repeated request from the copy of Next's cached page", async ({ request }) => {
    const returning = { cookie: "GROUND_FEED_EDITION=top-us", "accept-encoding": "gzip" };
    // Within its second, one of a few quick requests comes from the copy (the first may find one already).
    const answers: { microcache: string | undefined; html: string; status: number; nextCache: string | undefined }[] = [];
    for (let i = 0; i < 5 && !answers.some((answer) => answer.microcache === "HIT"); i++) {
      const response = await request.get("/", { headers: returning });
      answers.push({ microcache: response.headers()["x-microcache"], html: await response.text(), status: response.status(), nextCache: response.headers()["x-nextjs-cache"] });
    }
    const hit = answers.find((answer) => answer.microcache === "HIT");
    expect(hit, JSON.stringify(answers.map((answer) => answer.microcache))).toBeDefined();
    expect(hit!.status).toBe(200);
    expect(hit!.nextCache).toMatch(FROM_PAGE_CACHE);
    expect(hit!.html).toMatch(/<a[^>]+href="\/article\/\d+"/);
    // The copy is the page Next made: the same stories in the same order.
    const storyLinks = (html: string) => [...html.matchAll(/href="\/article\/(\d+)"/g)].map((match) => match[1]).join(",");
    const fromNext = answers.find((answer) => answer.microcache === "MISS");
    if (fromNext) expect(storyLinks(hit!.html)).toBe(storyLinks(fromNext.html));
  });

  test("leaves the client router's requests to Next, and keeps signed-in readers' copies apart", async ({ request }) => {
    // A signed-in reader's / and /blindspot are the cached pages (issue 28), but never a signed-out reader's copy.
    const signedIn = { cookie: "GROUND_FEED_EDITION=top-us; GROUND_LOGIN_TOKEN=stale" };
    expect((await request.get("/", { headers: signedIn })).headers()["x-nextjs-cache"]).toMatch(FROM_PAGE_CACHE);
    expect((await request.get("/blindspot", { headers: signedIn })).headers()["x-nextjs-cache"]).toMatch(FROM_PAGE_CACHE);
    const requests: Record<string, string>[] = [{ cookie: "GROUND_FEED_EDITION=top-us", rsc: "1" }];
    for (const headers of requests) {
      for (let i = 0; i < 2; i++) {
        const response = await request.get("/", { headers, maxRedirects: 0 });
        expect(response.headers()["x-microcache"], JSON.stringify(headers)).toBeUndefined();
      }
    }
  });

  test("a browser shows the story list from the compressed copy", async ({ page, context, baseURL }) => {
    await setEdition(context, baseURL, "top-us");
    // The browser's own Accept-Encoding is part of the key: a few quick visits, one of them from the copy.
    let fromCopy = false;
    for (let i = 0; i < 5 && !fromCopy; i++) {
      const response = await page.goto("/", { waitUntil: "commit" });
      expect(response?.status()).toBe(200);
      fromCopy = response?.headers()["x-microcache"] === "HIT";
    }
    expect(fromCopy, "one of five visits within a second came from the microcache").toBe(true);
    expect(await page.evaluate(() => document.contentType)).toBe("text/html");
    await expect(page.locator('a[href^="/article/"]').first()).toBeVisible();
  });
});
