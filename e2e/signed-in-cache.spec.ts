import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { waitForHydration } from "./page-checks";

// Issue 28: a signed-in reader gets the same cached page as a signed-out reader of their edition, and
// what is theirs is applied on top in the browser: their bias colours before first paint (from the user
// cookie), an interest's follow state (GET /v04/interests/listMy), a story's read (POST /v04/user/reads),
// the "read" marks of the cards (GET /v04/user/reads) and the blocked sources (GET /v04/personal/relations).
// Two readers in two browsers on one cached page never see each other's.

const FROM_PAGE_CACHE = /^(HIT|STALE|MISS)$/;
const US_LEFT = "#204986";
const INTERNATIONAL_LEFT = "#802727";

interface Reader {
  context: BrowserContext;
  page: Page;
}

/** A new browser with a new account, signed in (registering sets the login and user cookies), on top-us. */
async function newReader(browser: Browser, baseURL: string, name: string): Promise<Reader> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: "GROUND_FEED_EDITION", value: "top-us", url: baseURL }]);
  const page = await context.newPage();
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  expect((await page.request.post("/api/auth/register", { data: { email, password: "a long enough password" } })).status()).toBe(201);
  return { context, page };
}

/** A call of our API from the page, as the site's own scripts make it (same origin, the web client header). */
async function callApi(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json", "x-gn-v": "web" }, body: JSON.stringify(body) });
      return response.status;
    },
    { path, body },
  );
}

/** The bias-left colour the page's wrapper actually uses (after the first-paint script). */
async function shownLeftColour(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.querySelector("[data-bias-scheme]")!).getPropertyValue("--bias-left").trim().toLowerCase());
}

test("two signed-in readers on one cached page each see their own colours and follow state, never the other's", async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const home = await (await request.get("/", { headers: { cookie: "GROUND_FEED_EDITION=top-us" } })).text();
  const match = [...home.matchAll(/<a[^>]+href="\/interest\/(\d+)"[^>]*>([^<&]+)<\/a>/g)][0];
  expect(match, "the home page links an interest").toBeDefined();
  const interest = { id: Number(match![1]), href: `/interest/${match![1]}`, name: match![2]!.trim() };
  const storyPath = /href="(\/article\/\d+)"/.exec(home)![1]!;

  const alice = await newReader(browser, baseURL!, "alice");
  const bob = await newReader(browser, baseURL!, "bob");
  try {
    // Alice chooses the international colours and follows the interest; Bob changes nothing.
    await alice.page.goto("/about");
    expect(await callApi(alice.page, "/v04/user/set", { leftColor: INTERNATIONAL_LEFT, rightColor: US_LEFT })).toBe(200);
    expect(await callApi(alice.page, "/v04/interests/updateMy", { action: "follow", interestId: interest.id })).toBe(200);

    // The free plan shows the signed-out number of blindspots, so its readers get the cached tabs too.
    for (const address of ["/", interest.href, storyPath, "/blindspot", "/blindspot?side=right"]) {
      const [fromAlice, fromBob] = [await alice.page.goto(address), await bob.page.goto(address)];
      // The same cached page for both: Next's page cache, the top-us edition's colours in its HTML.
      for (const [who, response] of [["alice", fromAlice], ["bob", fromBob]] as const) {
        expect(response?.status(), `${who} ${address}`).toBe(200);
        expect(response?.headers()["x-nextjs-cache"], `${who} ${address}`).toMatch(FROM_PAGE_CACHE);
        expect(await response!.text(), `${who} ${address}`).toContain(`--bias-left:${US_LEFT}`);
      }
      // On top of it, each reader's own colours: Alice's choice, Bob's edition (auto).
      expect(await shownLeftColour(alice.page), `alice ${address}`).toBe(INTERNATIONAL_LEFT);
      expect(await shownLeftColour(bob.page), `bob ${address}`).toBe(US_LEFT);
      await expect(alice.page.locator("html")).toHaveClass(/\bbias-international\b/);
      await expect(bob.page.locator("html")).not.toHaveClass(/\bbias-(us|international)\b/);
    }

    // The interest page: Alice sees she follows it, Bob that he does not; neither is asked to sign in.
    await alice.page.goto(interest.href);
    await bob.page.goto(interest.href);
    await waitForHydration(alice.page);
    await waitForHydration(bob.page);
    await expect(alice.page.getByRole("button", { name: `Following ${interest.name}` })).toHaveAttribute("aria-pressed", "true");
    await expect(bob.page.getByRole("button", { name: `Follow ${interest.name}`, exact: true })).toHaveAttribute("aria-pressed", "false");
    await expect(bob.page.getByRole("button", { name: `Following ${interest.name}` })).toHaveCount(0);
    for (const reader of [alice, bob]) await expect(reader.page.getByRole("link", { name: `Sign in to follow ${interest.name}` })).toHaveCount(0);

    // Bob follows it on his cached page; Alice's page is unchanged, and a reload shows Bob his own follow.
    await bob.page.getByRole("button", { name: `Follow ${interest.name}`, exact: true }).click();
    await expect(bob.page.getByRole("button", { name: `Following ${interest.name}` })).toBeVisible();
    await alice.page.reload();
    await expect(alice.page.getByRole("button", { name: `Following ${interest.name}` })).toBeVisible();
    await alice.page.getByRole("button", { name: `Following ${interest.name}` }).click();
    await expect(alice.page.getByRole("button", { name: `Follow ${interest.name}`, exact: true })).toBeVisible();
    await bob.page.reload();
    await expect(bob.page.getByRole("button", { name: `Following ${interest.name}` })).toBeVisible();

    // The cached story page records Alice's read from the browser (My News Bias counts it), once.
    const recorded = alice.page.waitForResponse((response) => response.url().endsWith("/v04/user/reads") && response.request().method() === "POST");
    await alice.page.goto(storyPath);
    expect((await recorded).status()).toBe(204);
    await alice.page.goto("/my-news-bias?period=week");
    await expect(alice.page.getByText(/Last 7 days: 1 story read \(1 read\)/)).toBeVisible(); // two visits within 30 minutes: one read
    // Read marks and blocked sources on the cached pages, applied in each browser from the reader's own
    // calls: Alice's read story is marked read on her cached front page, not on Bob's; the source she
    // blocks is hidden from her cached story page, not from his.
    // Both opened storyPath above; only Alice opens a second story.
    const storyId = storyPath.split("/").pop()!;
    const otherId = [...home.matchAll(/href="\/article\/(\d+)"/g)].map((link) => link[1]!).find((id) => id !== storyId)!;
    const aliceRead = alice.page.waitForResponse((response) => response.url().endsWith("/v04/user/reads") && response.request().method() === "POST");
    await alice.page.goto(`/article/${otherId}`);
    expect((await aliceRead).status()).toBe(204);
    const story = await (await request.get(storyPath, { headers: { cookie: "GROUND_FEED_EDITION=top-us" } })).text();
    const blocked = /data-outlet="([a-z0-9-]+)"/.exec(story)![1]!;
    expect(await callApi(alice.page, "/v04/personal/relations", { kind: "outlet", targetId: blocked, relation: "block" })).toBe(200);
    for (const reader of [alice, bob]) {
      expect((await reader.page.goto("/"))?.headers()["x-nextjs-cache"]).toMatch(FROM_PAGE_CACHE);
      await waitForHydration(reader.page);
    }
    for (const reader of [alice, bob]) await expect(reader.page.locator(`[data-story-card="${storyId}"] [data-read-badge]`).first()).toHaveText("Read");
    await expect(alice.page.locator(`[data-story-card="${otherId}"] [data-read-badge]`).first()).toHaveText("Read");
    await expect(bob.page.locator(`[data-story-card="${otherId}"]`).first()).toBeVisible();
    await expect(bob.page.locator(`[data-story-card="${otherId}"] [data-read-badge]`)).toHaveCount(0);
    await expect(bob.page.locator(`[data-story-card="${otherId}"]`).first()).not.toHaveAttribute("data-read");
    for (const reader of [alice, bob]) {
      expect((await reader.page.goto(storyPath))?.headers()["x-nextjs-cache"]).toMatch(FROM_PAGE_CACHE);
      await waitForHydration(reader.page);
    }
    await expect(alice.page.locator(`li[data-outlet="${blocked}"]`).first()).toBeHidden();
    await expect(alice.page.getByText(/from sources you blocked (is|are) hidden\./)).toBeVisible();
    await bob.page.waitForLoadState("networkidle");
    await expect(bob.page.locator(`li[data-outlet="${blocked}"]`).first()).toBeVisible();
    await expect(bob.page.getByText(/sources you blocked/)).toHaveCount(0);

    // A signed-out visitor of the same page records nothing and is offered sign-in on the interest.
    const visitor = await browser.newContext({ baseURL });
    try {
      const page = await visitor.newPage();
      const reads: string[] = [];
      page.on("request", (sent) => {
        if (sent.url().endsWith("/v04/user/reads")) reads.push(sent.url());
      });
      await page.goto(storyPath);
      await waitForHydration(page);
      expect(await shownLeftColour(page)).toBe(US_LEFT);
      await page.goto(interest.href);
      await expect(page.getByRole("link", { name: `Sign in to follow ${interest.name}` })).toBeVisible();
      expect(reads).toEqual([]);
    } finally {
      await visitor.close();
    }
  } finally {
    await alice.context.close();
    await bob.context.close();
  }
});

// Issue 28, the last per-request public pages: a login cookie sends none of them to a per-request render.
// Next's x-nextjs-cache header is there only on a page served from its page cache (HIT, STALE, or MISS when
// it was just made for the cache); a per-request render has none (e2e/cached-pages.spec.ts expectPerRequest).
test("every public page answers a signed-in reader from the page cache, /local per place", async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const home = await (await request.get("/", { headers: { cookie: "GROUND_FEED_EDITION=top-us" } })).text();
  const storyPath = /href="(\/article\/\d+)"/.exec(home)![1]!;
  const interestPath = /href="(\/interest\/\d+)"/.exec(home)![1]!;
  const reader = await newReader(browser, baseURL!, "every-page");
  try {
    await reader.context.addCookies([{ name: "GROUND_LOCAL_PLACE", value: "US-TX", url: baseURL! }]);
    for (const address of ["/", "/edition/top-uk", storyPath, interestPath, "/blindspot", "/blindspot?side=right", "/outlet/reuters", "/daily-briefing/top-us", "/local"]) {
      const response = await reader.page.goto(address);
      expect(response?.status(), address).toBe(200);
      expect(response?.headers()["x-nextjs-cache"], `${address} for a signed-in reader`).toMatch(FROM_PAGE_CACHE);
    }
    // /local is the cached page of the reader's place, saying where the place came from.
    await expect(reader.page.getByText("Stories about Texas, United States, from the place you set.")).toBeVisible();
    await expect(reader.page.getByRole("link", { name: /heat wave/i })).toBeVisible();
    // A place saved in the account comes first (spec §5 order); it is another cached page.
    await reader.page.goto("/about");
    expect(await callApi(reader.page, "/v04/personal/local", { countryCode: "GB" })).toBe(200);
    const saved = await reader.page.goto("/local");
    expect(saved?.headers()["x-nextjs-cache"]).toMatch(FROM_PAGE_CACHE);
    await expect(reader.page.getByText("Stories about United Kingdom, from the place saved in your account.")).toBeVisible();
  } finally {
    await reader.context.close();
  }
  // Signed out, the place cookie and the location choose the page the same way, one copy per place.
  const texas = await request.get("/local", { headers: { cookie: "GROUND_FEED_EDITION=top-us; GROUND_LOCAL_PLACE=US-TX" } });
  const britain = await request.get("/local", { headers: { cookie: "GROUND_FEED_EDITION=top-us; GROUND_LOCAL_PLACE=GB" } });
  for (const response of [texas, britain]) expect(response.headers()["x-nextjs-cache"]).toMatch(FROM_PAGE_CACHE);
  expect(await texas.text()).toContain("Stories about <strong>Texas, United States</strong>");
  expect(await britain.text()).toContain("Stories about <strong>United Kingdom</strong>");
  // ?page= / ?limit= and the form's ?error= keep the per-request page.
  const paged = await request.get("/local?limit=3", { headers: { cookie: "GROUND_FEED_EDITION=top-us; GROUND_LOCAL_PLACE=US-TX" } });
  expect(paged.status()).toBe(200);
  expect(paged.headers()["x-nextjs-cache"]).toBeUndefined();
});

test("a story whose every source the reader blocked is hidden from their cached front page, not from another reader's", async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  // A front-page story told by one outlet only, and that outlet (from the story page's article list).
  const feed = (await (await request.get("/v04/stories?feed=top-us")).json()) as { stories: { id: number; sourceCount: number }[] };
  const single = feed.stories.find((story) => story.sourceCount === 1);
  expect(single, "the seed feeds give the front page a story with one source").toBeDefined();
  const storyHtml = await (await request.get(`/article/${single!.id}`, { headers: { cookie: "GROUND_FEED_EDITION=top-us" } })).text();
  const outlet = /data-outlet="([a-z0-9-]+)"/.exec(storyHtml)![1]!;
  const carol = await newReader(browser, baseURL!, "carol");
  const dave = await newReader(browser, baseURL!, "dave");
  try {
    await carol.page.goto("/about");
    expect(await callApi(carol.page, "/v04/personal/relations", { kind: "outlet", targetId: outlet, relation: "block" })).toBe(200);
    for (const reader of [carol, dave]) {
      expect((await reader.page.goto("/"))?.headers()["x-nextjs-cache"]).toMatch(FROM_PAGE_CACHE);
      await waitForHydration(reader.page);
    }
    const card = (page: Page) => page.locator(`[data-story-card="${single!.id}"]`).first();
    await expect(card(carol.page)).toBeHidden();
    await expect(carol.page.getByText(/^\d+ (story|stories) from sources you blocked or topics you muted (is|are) hidden\.$/).first()).toBeVisible();
    await dave.page.waitForLoadState("networkidle");
    await expect(card(dave.page)).toBeVisible();
    await expect(dave.page.getByText(/topics you muted/)).toHaveCount(0);
  } finally {
    await carol.context.close();
    await dave.context.close();
  }
});
