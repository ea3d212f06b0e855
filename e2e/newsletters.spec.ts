import { expect, test } from "@playwright/test";
import { linkTo, waitForMail } from "./mailbox";
import { expectNoSeriousViolations } from "./page-checks";

// Issue 20's journeys, with the real SMTP server of scripts/e2e-server.ts: a reader registers, confirms
// the address from the mail, signs up for The Daily Ground (the spec's messages in order), receives
// today's issue and unsubscribes from the mail's link; another reader resets a forgotten password.

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test("a reader subscribes in the browser, the issue arrives by mail, and its link unsubscribes", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const email = unique("subscriber");

  // Signed out: the first of the §5 checks.
  await page.goto("/newsletters/daily-ground/subscribe/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscribe to The Daily Ground");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("Please sign in to subscribe to our newsletters.");

  // Register (signs in at once) and confirm the address from the verification mail.
  expect((await page.request.post("/api/auth/register", { data: { email, password: "a long enough password" } })).status()).toBe(201);
  const verification = await waitForMail(baseURL, email, /^Confirm your OpenGround account$/);
  await page.goto(linkTo(verification, "/verify-email"));
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page).toHaveURL(/\/account\?verified=1$/);
  await expect(page.getByRole("status").filter({ hasText: /confirmed/ })).toHaveText("Thanks: your address is confirmed.");
  await expect(waitForMail(baseURL, email, /^Welcome to OpenGround$/)).resolves.toBeTruthy();

  // The other two checks, in order, then the sign-up.
  await page.goto("/newsletters/daily-ground/subscribe/");
  await page.getByLabel("Email").fill("");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("Please enter an email address.");
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("Please enter a valid email address.");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText("You are subscribed to The Daily Ground.");

  // The list shows it, and no longer offers it.
  await page.goto("/newsletters/");
  await expect(page.getByRole("listitem").filter({ hasText: "The Daily Ground" })).toContainText("Subscribed");
  await expect(page.getByRole("checkbox", { name: /The Daily Ground/ })).toHaveCount(0);
  // Burst Your Bubble is premium (spec §6): a free reader is pointed to the plans instead (issue 21).
  await expect(page.getByRole("checkbox", { name: /Burst Your Bubble/ })).toHaveCount(0);
  await expect(page.getByTestId("premium-newsletters-note")).toContainText("Burst Your Bubble comes with the Premium and Vantage plans.");
  await expectNoSeriousViolations(page);

  // Today's issue arrives, with both parts, tracked links and the one-click headers.
  const issue = await waitForMail(baseURL, email, /^The Daily Ground, /);
  expect(issue.parsed.html).toBeTruthy();
  expect(issue.parsed.text).toMatch(/Left \d+% · Centre \d+% · Right \d+%/);
  expect(issue.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const story = new URL(linkTo(issue, "/article/"));
  expect(story.searchParams.get("utm_medium")).toBe("email");

  // Opening a story from the mail registers the click and drops the token from the address bar.
  const click = page.waitForRequest((request) => request.url().endsWith("/public/emails/registerClick") && request.method() === "POST");
  await page.goto(story.toString());
  expect((await click).postDataJSON()).toMatchObject({ emailIdentifier: "daily-ground", path: story.pathname });
  await expect(page).not.toHaveURL(/token=/);

  // The footer's unsubscribe link: one button, this newsletter only.
  await page.goto(linkTo(issue, "/newsletters/unsubscribe"));
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Unsubscribe from The Daily Ground" }).click();
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText("You are unsubscribed from The Daily Ground. Your other newsletters are unchanged.");
  await page.goto("/newsletters/");
  await expect(page.getByRole("checkbox", { name: /The Daily Ground/ })).toBeVisible();
});

test("the newsletter pages show their latest issue", async ({ page }) => {
  for (const [path, heading] of [
    ["/newsletters/daily-ground", "The Daily Ground"],
    ["/newsletters/blindspot-report", "Blindspot Report"],
    ["/newsletters/burst-your-bubble", "Burst Your Bubble"],
    ["/newsletters/offbeat", "Offbeat"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByText(/^Latest issue · No\. \d+/)).toBeVisible();
  }
  await page.goto("/newsletters/daily-ground");
  await expect(page.locator('a[href^="/article/"]').first()).toBeVisible();
});

test("a reader who forgot the password resets it from the mailed link", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const email = unique("forgetful");
  expect((await page.request.post("/api/auth/register", { data: { email, password: "the old password" } })).status()).toBe(201);
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
  await expectNoSeriousViolations(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText("If an account uses this address, we sent it a link to choose a new password. Check your inbox.");

  const mail = await waitForMail(baseURL, email, /^Reset your OpenGround password$/);
  const link = linkTo(mail, "/reset-password");
  await page.goto(link);
  await page.getByLabel("New password").fill("the brand new password");
  await page.getByRole("button", { name: "Save my new password" }).click();
  await expect(page).toHaveURL(/\/account\?passwordReset=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");
  await expect(page.getByRole("status").filter({ hasText: /password/ })).toHaveText("Your new password is saved. You are signed out everywhere else.");

  // The link works once; the old password no longer does, the new one does.
  await page.goto(link);
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("This link has expired or was already used. Ask for a new one.");
  expect((await page.request.post("/api/auth/login", { data: { email, password: "the old password" } })).status()).toBe(400);
  expect((await page.request.post("/api/auth/login", { data: { email, password: "the brand new password" } })).status()).toBe(200);
});
