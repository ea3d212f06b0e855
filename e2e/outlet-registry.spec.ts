import { expect, test, type Locator } from "@playwright/test";

// The outlet registry as a reader sees it (issue 27): the counts on the ratings method, the blindspot
// page and an outlet's page, the rounding rule with the number it moves, the ratings left out with
// their reasons, and owners with their sources. Checked by rule, not by today's counts.

const EDITIONS = ["top-us", "top", "top-uk", "top-ca", "top-eu", "top-oceania"];

async function sideCount(table: Locator, edition: string, side: string): Promise<number> {
  return Number(await table.locator(`tr[data-edition="${edition}"] td[data-side="${side}"]`).textContent());
}

test.describe("the outlet registry", () => {
  test("the ratings method counts the outlets by side and edition, states the rule for halves with the outlets it moves, and lists the ratings left out", async ({ page }) => {
    await page.goto("/about/ratings");
    const totals = (await page.getByTestId("outlet-totals").textContent())!;
    expect(Number(/^(\d+) outlets/.exec(totals)?.[1])).toBeGreaterThanOrEqual(250);

    const table = page.getByRole("table", { name: "Outlets with a feed, per edition and side" });
    for (const edition of EDITIONS) {
      for (const side of ["left", "center", "right"]) expect(await sideCount(table, edition, side), `${edition} ${side}`).toBeGreaterThanOrEqual(5);
    }

    const halves = page.locator("#halves");
    await expect(halves).toContainText("Halfway between the centre and a lean");
    expect(Number(/^(\d+) outlet/.exec((await page.getByTestId("halfway-to-centre").textContent())!)?.[1])).toBeGreaterThan(0);

    await expect(page.getByRole("heading", { level: 2, name: "Ratings left out" })).toBeVisible();
    await page.getByText(/^Show the \d+ ratings left out and why$/).click();
    await expect(page.getByTestId("left-out-ratings").getByText(/CNN: AllSides “Left”.*“CNN \(Opinion\)”, the outlet's opinion pages/)).toBeVisible();
  });

  test("the blindspot page says how many outlets of each side it watches in every edition", async ({ page }) => {
    await page.goto("/blindspot");
    await page.getByText("Outlets we watch in each edition").click();
    const table = page.getByRole("table", { name: "Outlets we watch, per edition and side" });
    await expect(table.locator("tbody tr")).toHaveCount(EDITIONS.length);
    await expect(table.locator('tr[data-edition="top-eu"] th')).toHaveText("Europe");
    for (const side of ["left", "center", "right"]) expect(await sideCount(table, "top-oceania", side)).toBeGreaterThanOrEqual(5);
  });

  test("an outlet's page shows its owner with the source, its feed, the outlets it is compared with and the ratings left out", async ({ page }) => {
    await page.goto("/outlet/msnbc");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("MS NOW (formerly MSNBC)");
    await expect(page.getByText("Versant Media Group", { exact: true })).toBeVisible();
    await expect(page.getByText(/spin-off of its cable networks/)).toBeVisible();
    await expect(page.getByText("https://feeds.nbcnews.com/msnbc/public/news")).toBeVisible();
    const compared = page.getByRole("table", { name: /Outlets we read in MS NOW \(formerly MSNBC\)'s editions/ });
    await expect(compared.locator("tbody tr")).toHaveCount(1);
    expect(await sideCount(compared, "top-us", "right")).toBeGreaterThanOrEqual(5);

    await page.goto("/outlet/cnn");
    const leftOut = page.getByRole("region", { name: "Ratings left out" });
    await expect(leftOut.getByText(/“CNN \(Opinion\)”, the outlet's opinion pages, not its news reporting/)).toBeVisible();
  });
});
