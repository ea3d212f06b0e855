import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// Checks the journeys share (a helper module: Playwright runs only *.spec.ts).

/** No serious or critical accessibility violation on the page as it is now (axe-core). */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The page's client code is running: the theme toggle only renders once React has hydrated. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.getByRole("button", { name: /^Switch to (dark|light) theme$/ })).toBeVisible();
}
