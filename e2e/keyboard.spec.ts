import { expect, test, type Locator, type Page } from "@playwright/test";

// Issue 23, "Prove it → Accessibility": a reader with only a keyboard signs up, follows an interest and
// reads a story, by Tab, Shift+Tab, Enter and Space alone (no click, no fill, no address typed after the
// first page). Every element Tab lands on must show where the focus is (an outline or a ring).

/** What Tab landed on, and whether it shows a focus indicator (outline or box-shadow ring). */
async function focused(page: Page): Promise<{ description: string; visible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { description: "body", visible: true };
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none";
    const label = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
    return { description: `<${element.tagName.toLowerCase()}> ${label}`, visible: (outline || ring) && rect.width > 0 && rect.height > 0 };
  });
}

/** Tabs (forwards) until `target` has the focus, checking every stop on the way shows its focus. */
async function tabTo(page: Page, target: Locator, unfocusedStops: string[], maxStops = 120): Promise<void> {
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    if (!now.visible) unfocusedStops.push(`${new URL(page.url()).pathname}: ${now.description}`);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test("sign up, follow an interest and read a story with the keyboard alone", async ({ page }) => {
  test.setTimeout(120_000);
  const unfocused: string[] = [];
  const email = `keys-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  // Sign up.
  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create an account");
  await tabTo(page, page.getByLabel("Email"), unfocused);
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel("Password"), unfocused);
  await page.keyboard.type("a long enough password");
  await tabTo(page, page.getByRole("button", { name: "Create account" }), unfocused);
  await page.keyboard.press("Enter");

  // Onboarding: skipped from the keyboard.
  await expect(page).toHaveURL(/\/onboarding\?/);
  const skip = page.getByRole("button", { name: "Skip the rest" });
  await expect(skip).toBeVisible();
  await tabTo(page, skip, unfocused);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("For You");

  // To the front page by the header's navigation, and into the first story.
  await tabTo(page, page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "News", exact: true }), unfocused);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Top news");
  const firstStory = page.getByRole("main").getByRole("article").first().getByRole("heading", { level: 2 }).getByRole("link");
  const headline = (await firstStory.textContent())!.trim();
  await tabTo(page, firstStory, unfocused);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/article\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);

  // An interest of the story, followed with Space.
  const interestLink = page.getByRole("main").locator('a[href^="/interest/"]').first();
  const interestHref = (await interestLink.getAttribute("href"))!;
  await tabTo(page, interestLink, unfocused);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${interestHref}$`));
  const interestName = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const follow = page.getByRole("button", { name: `Follow ${interestName}` });
  await tabTo(page, follow, unfocused);
  await page.keyboard.press("Space");
  const following = page.getByRole("button", { name: `Following ${interestName}` });
  await expect(following).toHaveAttribute("aria-pressed", "true");
  await expect(following).toBeFocused();

  // Read a story of that interest.
  const story = page.getByRole("main").locator('a[href^="/article/"]').first();
  const storyHref = (await story.getAttribute("href"))!;
  await tabTo(page, story, unfocused);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${storyHref}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The follow is stored: For You, reached by keyboard, names it.
  await tabTo(page, page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "For You", exact: true }), unfocused);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByText(new RegExp(`Because you follow ${interestName}`)).first()).toBeVisible();

  expect(unfocused, "elements that took the focus without showing it").toEqual([]);
});
