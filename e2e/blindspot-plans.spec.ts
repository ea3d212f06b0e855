import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { E2E_WEBHOOK_SECRET } from "./stripe-stand-in-settings";
import { postStripeWebhook } from "./stripe-webhook";
import { freePort } from "../scripts/lib/free-port";
import { runScript, siteEnv, startSite, stopSite } from "./own-server";
import { paidSubscriptionSession } from "../test/stripe-objects";

// Issue 28: /blindspot is one cached page for every reader, signed in or not, whatever their plan. The
// page shows the free plan's number of blindspots per side (issue 21's tiers: 20); a paying reader's
// browser asks GET /v04/stories/more for the rest their plan shows, and the server reads the plan from
// the session, never from the readable user cookie. The main suite's seed feeds hold one or two
// blindspots a side, so this spec runs a server of its own (as engine-invalidation.spec.ts does) on a
// fresh embedded database holding more blindspots for the left than the free plan shows: three
// right-leaning outlets (our own invented .example ones) each carrying the same 23 stories.

const FREE_PER_SIDE = 20;
const FROM_PAGE_CACHE = /^(HIT|STALE|MISS)$/;

// Stories no left-leaning outlet covers (blindspots for the left), each about something else.
const HEADLINES = [
  "Tornado flattens grain elevator in Dodge Prairie, Kansas",
  "Miners trapped after shaft collapse at Copperhill pit in Montana",
  "Wildfire forces evacuation of Pine Hollow ski resort in Idaho",
  "Bank robbery suspect caught after river chase in Fargo",
  "Divers find shipwreck with gold coins off Cape Lorenzo",
  "Salmonella outbreak traced to Sunny Acres egg farm in Iowa",
  "Route 9 bridge closure strands Maple Falls commuters",
  "Omaha zoo celebrates birth of twin snow leopards",
  "Nine-year-old chess prodigy beats grandmaster at Reno tournament",
  "Hackers leak Brookfield County voter rolls online",
  "Wolves attack cattle herd near Cody ranch in Wyoming",
  "Volcano tremors prompt alert on Mount Kessler in Alaska",
  "Sheriff seizes counterfeit sneakers in El Paso warehouse raid",
  "Teachers strike shuts every school in the Tulsa district",
  "Oil tanker spills crude into Galveston Bay",
  "Meteorite crashes through Nebraska farmhouse roof",
  "Thieves steal bronze bell from historic Savannah chapel",
  "Drone delivery pilot program launches in Boise suburbs",
  "Hailstorm destroys grape harvest across Napa vineyards",
  "Pharmacy chain recalls children's cough syrup over dosing error",
  "Toledo minor league ballpark sold to condo developer",
  "Lighthouse keeper rescues kayakers in Lake Superior storm",
  "Measles cases climb at Sacramento daycare center",
];
const OUTLETS = [
  { id: "prairie-right-post", name: "Prairie Right Post" },
  { id: "mesa-right-herald", name: "Mesa Right Herald" },
  { id: "harbor-right-wire", name: "Harbor Right Wire" },
];

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

function feed(outletId: string): string {
  const now = Date.now();
  const items = HEADLINES.map((title, index) => {
    const link = `https://${outletId}.example/news/${slug(title)}`;
    const at = new Date(now - (index + 1) * 20 * 60_000).toUTCString();
    return `<item><title>${title}</title><link>${link}</link><guid isPermaLink="true">${link}</guid><pubDate>${at}</pubDate>` +
      `<description>${title}, local officials confirmed on ${["Monday", "Tuesday", "Wednesday"][index % 3]}.</description></item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"><channel><title>${outletId}</title><link>https://${outletId}.example/</link>` +
    `<description>Fixture</description>\n${items.join("\n")}\n</channel></rss>\n`;
}

/** The readable user cookie's JSON (spec §3: base64 of URI-encoded JSON). */
function userOf(value: string): { id: number; subscriptionStatus: string } & Record<string, unknown> {
  return JSON.parse(decodeURIComponent(Buffer.from(decodeURIComponent(value), "base64").toString("latin1"))) as { id: number; subscriptionStatus: string };
}

function encodeUser(user: Record<string, unknown>): string {
  return encodeURIComponent(Buffer.from(encodeURIComponent(JSON.stringify(user)), "latin1").toString("base64"));
}

let app: ChildProcess | undefined;
let dataDir = "";
let baseURL = "";
let serverErrors = (): string => "";

test.describe("the cached blindspot page and the reader's plan", () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "openground-e2e-blindspot-"));
    const port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...siteEnv(dataDir, port),
      INGEST_EMBEDDED: "0",
      RATE_LIMIT_FACTOR: "20",
      // Payments configured (the "come with a plan" line); the webhook below is signed with this secret.
      STRIPE_SECRET_KEY: "sk_test_e2e_openground",
      STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
    };
    const outlets = path.join(dataDir, "outlets.json");
    fs.writeFileSync(
      outlets,
      JSON.stringify(
        OUTLETS.map((outlet) => ({
          id: outlet.id,
          name: outlet.name,
          domains: [`${outlet.id}.example`],
          country: "US",
          editions: ["top-us"],
          feeds: [`https://${outlet.id}.example/feed.xml`],
          ratings: [{ rater: "AllSides", label: "Right", date: "2026-01-01" }],
          paywall: false,
        })),
      ),
    );
    runScript("outlets.ts", ["import", outlets], env);
    const captured = path.join(dataDir, "captured");
    fs.mkdirSync(captured);
    for (const outlet of OUTLETS) fs.writeFileSync(path.join(captured, `${outlet.id}.xml`), feed(outlet.id));
    runScript("ingest.ts", ["--dir", captured], env);

    const site = startSite(env);
    app = site.app;
    serverErrors = site.stderr;
    const deadline = Date.now() + 120_000;
    let healthy = 0;
    while (healthy !== 200 && Date.now() < deadline) {
      healthy = await fetch(`${baseURL}/api/health`).then((response) => response.status).catch(() => 0);
      if (healthy !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(healthy, `the blindspot server answers /api/health; its stderr:\n${serverErrors()}`).toBe(200);
  });

  test.afterAll(async () => {
    await stopSite(app);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A context on this spec's server with the top-us edition, optionally with a freshly registered reader. */
  async function reader(browser: Browser, signedIn: boolean): Promise<{ context: BrowserContext; page: Page; userId: number | null }> {
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: "GROUND_FEED_EDITION", value: "top-us", url: baseURL }]);
    if (!signedIn) return { context, page: await context.newPage(), userId: null };
    const email = `blindspots-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const registered = await context.request.post("/api/auth/register", { data: { email, password: "a long enough password" }, headers: { "x-gn-v": "web" } });
    expect(registered.status()).toBe(201);
    const cookie = (await context.cookies()).find((entry) => entry.name === "GROUND_USER");
    expect(cookie, "the registered reader has a user cookie").toBeDefined();
    return { context, page: await context.newPage(), userId: userOf(cookie!.value).id };
  }

  /** Opens /blindspot (the left tab) and answers the story ids in the HTML the server sent, which must come from the page cache. */
  async function openBlindspots(page: Page): Promise<string[]> {
    const response = await page.goto("/blindspot");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-nextjs-cache"], "the page comes from Next's page cache").toMatch(FROM_PAGE_CACHE);
    const html = await response!.text();
    return [...html.matchAll(/data-story-card="(\d+)"/g)].map((match) => match[1]!);
  }

  const panelCards = (page: Page) => page.getByRole("tabpanel").locator("[data-story-card]");

  test("a paying reader sees more blindspots than a free reader on the same cached page, the plan read from the session", async ({ browser }) => {
    test.setTimeout(90_000);
    // A visitor: the free plan's number, and how many more come with a plan.
    const visitor = await reader(browser, false);
    const visitorIds = await openBlindspots(visitor.page);
    await expect(panelCards(visitor.page)).toHaveCount(FREE_PER_SIDE);
    const moreLine = visitor.page.getByTestId("blindspot-more-with-plan");
    await expect(moreLine).toHaveText(/^(\d+) more blindspots for the left this week come with a plan\./);
    const withheld = Number(/^(\d+)/.exec((await moreLine.textContent()) ?? "")![1]);
    expect(withheld, "the spec's server holds more blindspots for the left than the free plan shows").toBeGreaterThan(0);
    const total = FREE_PER_SIDE + withheld;
    await expect(visitor.page.getByRole("tab", { name: /For the left/ })).toHaveText(`For the left (${FREE_PER_SIDE})`);

    // A free reader whose readable user cookie claims Vantage: the cookie chooses nothing, the session does.
    const free = await reader(browser, true);
    const user = (await free.context.cookies()).find((entry) => entry.name === "GROUND_USER")!;
    await free.context.addCookies([{ name: "GROUND_USER", value: encodeUser({ ...userOf(user.value), subscriptionStatus: "vantage" }), url: baseURL }]);
    expect(await openBlindspots(free.page), "the free reader gets the visitor's page").toEqual(visitorIds);
    await expect(free.page.locator("html.blindspot-plan-known")).toHaveCount(1);
    await expect(panelCards(free.page)).toHaveCount(FREE_PER_SIDE);
    await expect(free.page.getByTestId("blindspot-more-with-plan")).toBeVisible();
    await expect(free.page.getByRole("tab", { name: /For the left/ })).toHaveText(`For the left (${FREE_PER_SIDE})`);

    // A reader who paid for Pro (50 a side) through Stripe's signed webhook; their user cookie still says free.
    const paying = await reader(browser, true);
    const delivered = await postStripeWebhook(
      paying.context.request,
      "checkout.session.completed",
      paidSubscriptionSession({ id: `cs_e2e_${paying.userId}`, userId: String(paying.userId), plan: "pro", customer: `cus_e2e_blindspots_${paying.userId}`, subscription: `sub_e2e_blindspots_${paying.userId}` }),
    );
    expect(await delivered.json()).toMatchObject({ received: true, outcome: "applied" });
    const payingUser = (await paying.context.cookies()).find((entry) => entry.name === "GROUND_USER")!;
    expect(userOf(payingUser.value).subscriptionStatus).toBe("free");

    expect(await openBlindspots(paying.page), "the paying reader gets the same cached page").toEqual(visitorIds);
    await expect(panelCards(paying.page)).toHaveCount(total);
    await expect(paying.page.getByTestId("blindspot-plan-extras").locator("[data-story-card]")).toHaveCount(withheld);
    await expect(paying.page.getByRole("tab", { name: /For the left/ })).toHaveText(`For the left (${total})`);
    await expect(paying.page.getByTestId("blindspot-more-with-plan")).toHaveCount(0);
    // The extra cards are the stories the free reader does not see.
    const extraIds = await paying.page.getByTestId("blindspot-plan-extras").locator("[data-story-card]").evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.storyCard));
    for (const id of extraIds) expect(visitorIds).not.toContain(id);

    // The other tab follows the plan too (nothing withheld there: no line, the same count for everyone).
    await paying.page.getByRole("tab", { name: /For the right/ }).click();
    await expect(paying.page).toHaveURL(/side=right/);
    await expect(paying.page.getByRole("tab", { name: /For the left/ })).toHaveText(`For the left (${total})`);

    for (const context of [visitor.context, free.context, paying.context]) await context.close();
  });
});
