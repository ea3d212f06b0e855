import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { expectNoSeriousViolations, waitForHydration } from "./page-checks";

// Issue 22's landing pages as a newcomer sees them: each variant explains the product with live examples
// from the engine (the seeded feeds: e2e/fixtures/feeds), leads to registration or the plans with the
// visit's utm codes kept, and the -testUtm copies tell search engines not to index them.

const VARIANTS = [
  { path: "/landingV5/", heading: "See every side of every story", primary: "/register", indexed: true },
  { path: "/landingV6/", heading: "Find the stories your feed hides", primary: "/register", indexed: true },
  { path: "/landingV7/", heading: "Same story, different headlines", primary: "/subscribe", indexed: true },
  { path: "/landingV7-testUtm/", heading: "Same story, different headlines", primary: "/subscribe", indexed: false },
  { path: "/landingV8/", heading: "News without the blind spots", primary: "/subscribe", indexed: true },
  { path: "/landingV8-testUtm/", heading: "News without the blind spots", primary: "/subscribe", indexed: false },
] as const;

const UTM = "utm_source=spring-mail&utm_medium=newsletter&utm_campaign=launch";

const region = (page: Page, name: string) => page.getByRole("region", { name });
const header = (page: Page) => page.getByRole("main").locator("header").first();

/** The visitor's location as GET /api/location would give it for an address in that country. */
async function locatedIn(context: BrowserContext, countryCode: string): Promise<void> {
  await context.route("**/api/location", (route) => route.fulfill({ json: { countryCode, regionCode: undefined, userCity: undefined } }));
}

async function utmCookie(context: BrowserContext): Promise<Record<string, string> | null> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === "GROUND_UTM");
  return cookie ? (JSON.parse(Buffer.from(decodeURIComponent(cookie.value), "base64").toString("utf8")) as Record<string, string>) : null;
}

test.describe("the landing pages (issue 22)", () => {
  for (const variant of VARIANTS) {
    test(`${variant.path} shows a live story, leads on with the utm codes, and is ${variant.indexed ? "indexed" : "not indexed"}`, async ({ page }) => {
      const response = await page.goto(`${variant.path}?${UTM}`);
      expect(response!.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(variant.heading);

      // A real stored story with its L/C/R bar, linked to its story page.
      const story = region(page, "One story, every outlet, one bar");
      await expect(story.getByRole("img", { name: /^Coverage: \d+% left, \d+% centre, \d+% right/ })).toBeVisible();
      await expect(story.getByRole("article").getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute("href", /^\/article\/\d+$/);
      await expect(page.locator("[data-landing-fallback]")).toHaveCount(0);

      // The calls to action lead to registration and the plans, with the visit's utm codes.
      const links = header(page).getByRole("link");
      await expect(links).toHaveCount(2);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      expect(hrefs[0]).toBe(`${variant.primary}?${UTM}`);
      expect(hrefs.map((href) => href!.split("?")[0]).sort()).toEqual(["/register", "/subscribe"]);
      expect(hrefs.every((href) => href!.endsWith(`?${UTM}`))).toBe(true);

      const robots = page.locator('meta[name="robots"]');
      if (variant.indexed) await expect(robots).toHaveCount(0);
      else await expect(robots).toHaveAttribute("content", /noindex/);
    });
  }

  test("V7 leads with a real left and right headline of one story, and V6 with a real blindspot", async ({ page }) => {
    await page.goto("/landingV7/");
    const comparison = region(page, "The same event, framed two ways");
    await expect(comparison.getByText("Left-leaning headline")).toBeVisible();
    await expect(comparison.getByText("Right-leaning headline")).toBeVisible();
    const sections = await page.getByRole("main").getByRole("region").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-labelledby")));
    expect(sections[0]).toBe("landing-comparison");
    await expectNoSeriousViolations(page);

    await page.goto("/landingV6/");
    const blindspot = region(page, "Blindspots: what one side barely covers");
    await expect(blindspot.getByText(/^Blindspot for the (left|right)$/)).toBeVisible();
    await expect(blindspot.getByRole("img", { name: /^Coverage: / })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("the utm codes survive to the plans: stored once marketing cookies are allowed, early or late", async ({ browser }) => {
    const codes = { utm_source: "spring-mail", utm_medium: "newsletter", utm_campaign: "launch" };
    // Consent given on the landing page itself: the client platform stores the codes at once.
    const early = await browser.newContext();
    await locatedIn(early, "DE");
    const first = await early.newPage();
    await first.goto(`/landingV8/?${UTM}`);
    await waitForHydration(first);
    await first.waitForTimeout(1000); // spec §4, §9: the platform listens for a consent save 500 ms after set-up
    await first.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Accept all" }).click();
    await expect.poll(() => utmCookie(early), { timeout: 15_000 }).toEqual(codes);
    await early.close();

    // A visitor who clicks on before choosing: nothing is stored yet, the codes travel in the link, and
    // they are stored once marketing cookies are accepted on the plans page.
    const late = await browser.newContext();
    await locatedIn(late, "DE");
    const page = await late.newPage();
    await page.goto(`/landingV8-testUtm/?${UTM}`);
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    expect(await utmCookie(late)).toBeNull();
    await header(page).getByRole("link", { name: "Start with a plan" }).click();
    await expect(page).toHaveURL(new RegExp(`/subscribe\\?${UTM}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your plan");
    await page.waitForTimeout(1000); // as above: the consent listener starts 500 ms after the platform's set-up
    await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Accept all" }).click();
    await expect.poll(() => utmCookie(late), { timeout: 15_000 }).toEqual(codes);
    await late.close();
  });
});
