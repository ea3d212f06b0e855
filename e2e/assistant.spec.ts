import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./page-checks";

// The article assistant and "How each side tells it" on a seeded story (issue 22). The seed feeds'
// top story is the Senate's infrastructure vote, covered from the left, the centre and the right.

test("a visitor asks the assistant about a story and gets an answer citing its articles, then rates it", async ({ page }) => {
  // This browser's arm of the experiment: below the summary (AA3).
  await page.addInitScript(() => localStorage.setItem("assistantVariant", "AA3"));
  await page.goto("/");
  await page.getByRole("main").getByRole("article").first().getByRole("heading", { level: 2 }).getByRole("link").click();
  await expect(page).toHaveURL(/\/article\/\d+$/);

  const sides = page.getByRole("region", { name: "How each side tells it" });
  await expect(sides.locator("[data-side]")).not.toHaveCount(0);
  await expect(sides.locator('[data-side="left"] li a[target="_blank"]').first()).toBeVisible();

  const assistant = page.getByRole("region", { name: "Ask about this story" });
  await expect(assistant).toHaveAttribute("data-assistant-variant", "AA3");
  await expect(page.locator("header").getByRole("region", { name: "Ask about this story" })).toBeVisible();
  await expect(page.locator('[data-assistant-variant="AA2"]')).toHaveCount(0);

  await assistant.getByRole("textbox", { name: "Your question about this story" }).fill("How many Republicans voted for the bill?");
  await assistant.getByRole("button", { name: "Ask" }).click();
  const answer = assistant.getByTestId("assistant-answer");
  await expect(answer).toContainText("Nineteen");
  const source = answer.getByRole("list", { name: "Sources" }).getByRole("link").first();
  await expect(source).toHaveAttribute("href", /^https:\/\/www\.(foxnews|breitbart)\.com\//);
  await expect(answer.getByRole("link", { name: "[1]" })).toHaveAttribute("href", "#assistant-source-1");
  await expectNoSeriousViolations(page);

  await assistant.getByRole("textbox", { name: "Your question about this story" }).fill("What colour is the moon?");
  await assistant.getByRole("button", { name: "Ask" }).click();
  await expect(assistant.getByText("The articles in this story do not answer that question.")).toBeVisible();

  const stored = page.waitForResponse((response) => response.url().endsWith("/api/assistant/reaction"));
  await assistant.getByRole("button", { name: "No" }).click();
  expect((await stored).status()).toBe(204);
  await expect(assistant.getByText("Thanks for your feedback.")).toBeVisible();
});
