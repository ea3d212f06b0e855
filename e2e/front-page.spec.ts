import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./page-checks";

// Issue 25, as a reader sees it: the front page leads with the story several outlets from both sides
// cover, shown with its picture, served from our own origin; one-source items come after every wider
// story; the image mode greys every picture without leaving the cached page. The seed feeds
// (e2e/fixtures/feeds) give the Senate story a wire photo three outlets share, which
// scripts/e2e-server.ts serves on this machine; the other stories' image addresses cannot be reached.

const storyCards = (page: Page) => page.getByRole("main").getByRole("article");

async function sourceCount(card: Locator): Promise<number> {
  const text = (await card.getByText(/^\d+ sources?$/).textContent()) ?? "";
  return Number.parseInt(text, 10);
}

test.describe("the front page (issue 25)", () => {
  test("leads with the widest story, shown with its picture from our own origin", async ({ page }) => {
    const imageResponses: { url: string; type: string | null; status: number }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "image") {
        imageResponses.push({ url: response.url(), type: response.headers()["content-type"] ?? null, status: response.status() });
      }
    });
    await page.goto("/");
    const lead = storyCards(page).first();
    const headline = (await lead.getByRole("heading", { level: 2 }).textContent())!.trim();
    expect(headline).toMatch(/Senate .*infrastructure bill/);
    expect(await sourceCount(lead)).toBeGreaterThanOrEqual(3);
    await expect(lead.getByRole("img", { name: /^Coverage: \d+% left, \d+% centre, \d+% right/ })).toBeVisible();

    // The lead's picture: the headline as alt text, a fixed 16:9 box, loaded at once, and really decoded.
    const picture = lead.getByRole("img", { name: headline });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute("src", /^\/img\/story\/\d+\/640\.webp$/);
    await expect(picture).toHaveAttribute("width", "640");
    await expect(picture).toHaveAttribute("height", "360");
    await expect(picture).toHaveAttribute("loading", "eager");
    await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const box = await picture.boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);

    // Every picture came from our own origin: no reader's address reaches an outlet.
    const origin = new URL(page.url()).origin;
    const pictures = imageResponses.filter((response) => response.url.includes("/img/story/"));
    expect(pictures.length).toBeGreaterThan(0);
    for (const response of imageResponses) expect(new URL(response.url).origin, response.url).toBe(origin);
    expect(pictures.find((response) => response.status === 200)?.type).toBe("image/webp");
    await expectNoSeriousViolations(page);
  });

  test("puts every one-source item after the stories several outlets cover, and lazy-loads pictures below the fold", async ({ page }) => {
    await page.goto("/");
    const cards = storyCards(page);
    const counts: number[] = [];
    for (const card of await cards.all()) counts.push(await sourceCount(card));
    expect(counts.length).toBeGreaterThan(3);
    const firstSingle = counts.findIndex((count) => count < 2);
    expect(firstSingle, `source counts in order: ${counts.join(", ")}`).toBeGreaterThan(0);
    expect(counts.slice(firstSingle).every((count) => count < 2), `source counts in order: ${counts.join(", ")}`).toBe(true);
    // Below the fold: lazy, with the same reserved box; a story without a picture keeps a neutral one.
    const last = cards.last();
    const lastImage = last.locator("img[data-story-image]");
    if ((await lastImage.count()) > 0) await expect(lastImage).toHaveAttribute("loading", "lazy");
    await expect(last.locator("[data-story-image-box]")).toHaveCount(1);
  });

  test("shows the story's picture on its page", async ({ page }) => {
    await page.goto("/");
    const lead = storyCards(page).first();
    const headline = (await lead.getByRole("heading", { level: 2 }).textContent())!.trim();
    await lead.getByRole("heading", { level: 2 }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
    const picture = page.getByRole("main").getByRole("img", { name: headline });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });

  test("greys every picture for the reader who chose grayscale, on the same cached page", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "GROUND_FEED_EDITION", value: "top-us", url: baseURL! }]);
    const colour = await page.goto("/");
    expect(colour!.headers()["x-nextjs-cache"]).toMatch(/^(HIT|MISS|STALE)$/);
    const picture = storyCards(page).first().locator("img[data-story-image]");
    expect(await picture.evaluate((image) => getComputedStyle(image).filter)).toBe("none");
    await context.addCookies([{ name: "GROUND_IMAGE_MODE", value: "grayscale", url: new URL("/", page.url()).href }]);
    const grey = await page.goto("/");
    expect(grey!.headers()["x-nextjs-cache"]).toMatch(/^(HIT|MISS|STALE)$/);
    await expect(page.locator("html")).toHaveClass(/(^|\s)images-grayscale(\s|$)/);
    expect(await picture.evaluate((image) => getComputedStyle(image).filter)).toBe("grayscale(1)");
    // An image mode we do not have is color (spec §5).
    await context.addCookies([{ name: "GROUND_IMAGE_MODE", value: "sepia", url: new URL("/", page.url()).href }]);
    await page.goto("/");
    expect(await picture.evaluate((image) => getComputedStyle(image).filter)).toBe("none");
  });

  test("carries our own copy of the picture in RSS out", async ({ request }) => {
    const rss = await (await request.get("/rss/top-us.xml")).text();
    expect(rss).toMatch(/<media:content url="http:\/\/[^"]+\/img\/story\/\d+\/640\.jpg" medium="image" type="image\/jpeg"/);
    expect(rss).not.toContain("static.apnews.com");
    // The Senate story's picture is served; the seeds' unreachable ones answer 502 and readers see a placeholder.
    const addresses = [...rss.matchAll(/<media:content url="([^"]+)"/g)].map((match) => new URL(match[1]!).pathname);
    const answers = await Promise.all(addresses.map(async (address) => (await request.get(address)).headers()["content-type"]));
    expect(answers).toContain("image/jpeg");
  });
});
