import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./page-checks";
import { ROUTES } from "./public-routes";

// Every route of spec §2 answers with its page, and the shell's controls work: the theme and edition
// toggles, the current-page marking, the widget pages without chrome and the /401 sign-in link.

// The client islands render a neutral theme button until hydrated; its real name means React is in charge.
test.describe("every route of the site answers", () => {
  for (const route of ROUTES) {
    test(`${route.path} shows “${route.heading}”`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response, `no response for ${route.path}`).not.toBeNull();
      expect(response!.status()).toBeLessThan(400);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
    });
  }
});

test.describe("the site icon", () => {
  test("every page names the icon, and it is served", async ({ page, request }) => {
    await page.goto("/about/ratings");
    const href = await page.locator('link[rel="icon"]').getAttribute("href");
    expect(href).toBe("/favicon.svg");
    const icon = await request.get(href!);
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toContain("image/svg+xml");
  });
});

test.describe("unknown pages", () => {
  for (const path of [
    "/no-such-page-anywhere",
    "/welcome-series/6",
    "/welcome-series/01",
    "/interest/3312081",
    "/article/8f14e45f-ceea-467a-9575-7a6b5b6f1a2c",
    "/article/99999999",
    "/daily-briefing/42",
  ]) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response!.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    });
  }
});

test.describe("site header", () => {
  test("marks the current section and offers a skip link to the content", async ({ page }) => {
    await page.goto("/blindspot");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Blindspot" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "For You" })).not.toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "News", exact: true })).not.toHaveAttribute("aria-current", "page");

    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await skip.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });

  test("the account icon invites a signed-out visitor to sign in and come back (issue 19)", async ({ page }) => {
    await page.goto("/blindspot");
    const signIn = page.getByRole("banner").getByRole("link", { name: "Sign in" });
    await expect(signIn).toBeVisible();
    await signIn.click();
    await expect(page).toHaveURL(/\/login\?redirectUri=%2Fblindspot$/);
  });

  test("searches with a GET form to /search?q=…", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("combobox", { name: "Search stories", exact: true }).fill("climate policy");
    await page.getByRole("combobox", { name: "Search stories", exact: true }).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=climate(\+|%20)policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
    await expect(page.getByText("matching “climate policy”")).toBeVisible();
  });

  test("fits a phone screen without widening the page; the sections are in a hamburger menu (issue 19)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 740 });
    await page.goto("/");
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await page.getByRole("button", { name: "Menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["News", "For You", "Local", "Blindspot", "My News Bias"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeInViewport();
    }
    await nav.getByRole("link", { name: "Blindspot", exact: true }).click();
    await expect(page).toHaveURL(/\/blindspot$/);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  });
});

test.describe("theme toggle", () => {
  test("switches the dark class and keeps the choice after a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    // A stored light theme, so the theme experiment (issue 19) draws nothing for this visitor.
    await page.addInitScript(() => {
      if (!localStorage.getItem("theme")) localStorage.setItem("theme", "light");
    });
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);

    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await page.reload();
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  });
});

test.describe("edition toggle", () => {
  test("starts on United States, then stores the chosen edition in a cookie and reloads with it", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    const edition = page.getByLabel("Edition");
    await expect(edition).toHaveValue("top-us");
    await expect(edition.locator("option")).toHaveText([
      "United States",
      "International",
      "United Kingdom",
      "Canada",
      "Europe",
    ]);

    const reloaded = page.waitForEvent("load");
    await edition.selectOption("top-uk");
    await reloaded;

    const cookie = (await context.cookies()).find((c) => c.name === "GROUND_FEED_EDITION");
    expect(cookie?.value).toBe("top-uk");
    expect(cookie?.path).toBe("/");
    expect(cookie?.sameSite).toBe("Lax");
    const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(364);
    expect(daysLeft).toBeLessThanOrEqual(365);

    await waitForHydration(page);
    await expect(page.getByLabel("Edition")).toHaveValue("top-uk");
  });
});

test.describe("widgets", () => {
  for (const path of ["/widget/story", "/widget/blindspot-story"]) {
    test(`${path} shows only its card, without the site header or footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
      await expect(page.getByRole("banner")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
    });
  }
});

test.describe("/401", () => {
  test("passes a path on this site on to sign-in", async ({ page }) => {
    await page.goto("/401?redirectUri=/my");
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
      "href",
      "/login?redirectUri=%2Fmy",
    );
  });

  for (const unsafe of ["https://evil.example", "//evil.example/my", "/\\evil.example"]) {
    test(`sends sign-in back to / for redirectUri=${unsafe}`, async ({ page }) => {
      await page.goto(`/401?redirectUri=${encodeURIComponent(unsafe)}`);
      await expect(page.getByRole("main").getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
        "href",
        "/login?redirectUri=%2F",
      );
    });
  }
});
