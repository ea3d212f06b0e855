import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// Checks the journeys share (a helper module: Playwright runs only *.spec.ts).

/** axe-core's violations on the page as it is now, one line each (`impact id: the elements`), of any impact or only those listed. */
export async function axeViolations(page: Page, impacts?: readonly string[]): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => !impacts || impacts.includes(violation.impact ?? ""))
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** No serious or critical accessibility violation on the page as it is now (axe-core). */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await axeViolations(page, ["serious", "critical"])).toEqual([]);
}

/** The page's client code is running: the theme toggle only renders once React has hydrated. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.getByRole("button", { name: /^Switch to (dark|light) theme$/ })).toBeVisible();
}
