import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { axeViolations } from "./page-checks";
import { ROUTES } from "./public-routes";

// Issue 23, "Prove it → Accessibility": axe on every public page, in the light and the dark theme (the
// theme is the reader's stored choice, localStorage "theme", set before the first paint by app/layout.tsx;
// the browser's colour scheme is emulated to match). One load per page per theme. Every violation axe
// reports (any impact: contrast, names, landmarks…) fails the page.

const THEMES = ["light", "dark"] as const;

async function checkPage(page: Page, path: string): Promise<void> {
  const found: Record<string, string[]> = {};
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await page.addInitScript((chosen) => localStorage.setItem("theme", chosen), theme);
    const response = await page.goto(path);
    expect(response!.status(), path).toBeLessThan(400);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    if (theme === "dark") await expect(page.locator("html")).toHaveClass(/(^|\s)dark(\s|$)/);
    else await expect(page.locator("html")).not.toHaveClass(/(^|\s)dark(\s|$)/);
    const list = await axeViolations(page);
    if (list.length) found[theme] = list;
  }
  expect(found, `axe on ${path}`).toEqual({});
}

// The largest pages (the ratings table of every outlet) take axe many seconds on a busy machine.
test.describe.configure({ mode: "parallel", timeout: 90_000 });

for (const route of ROUTES) {
  test(`${route.path} has no accessibility violation in either theme`, async ({ page }) => {
    await checkPage(page, route.path);
  });
}

// The pages with an id in their address: the first story the front page links to, and the first interest
// and outlet its page links to (the seeded stories).
async function firstLink(request: APIRequestContext, from: string, kind: string): Promise<string> {
  const html = await (await request.get(from)).text();
  const href = new RegExp(`href="(/${kind}/[^"?#]+)"`).exec(html)?.[1];
  expect(href, `${from} links to no /${kind}/ page`).toBeTruthy();
  return href!;
}

for (const kind of ["article", "interest", "outlet"] as const) {
  test(`a /${kind}/… page has no accessibility violation in either theme`, async ({ page, request }) => {
    const story = await firstLink(request, "/", "article");
    await checkPage(page, kind === "article" ? story : await firstLink(request, story, kind));
  });
}

test("the not-found page has no accessibility violation in either theme", async ({ page }) => {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await page.addInitScript((chosen) => localStorage.setItem("theme", chosen), theme);
    expect((await page.goto("/no-such-page-anywhere"))!.status()).toBe(404);
    expect(await axeViolations(page), theme).toEqual([]);
  }
});
