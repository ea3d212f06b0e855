// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LANDING_VARIANTS } from "@/lib/site/landing";
import { LandingPage } from "./landing-page";

// A fresh install (no story yet): every landing page still explains itself in words and leads on, with
// no example and no error (issue 22 "Empty database: a clear fallback").

afterEach(cleanup);

const empty = { story: null, blindspot: null, comparison: null };

describe("a landing page on an empty database", () => {
  for (const variant of Object.values(LANDING_VARIANTS)) {
    it(`${variant.path} shows its sections with a sentence in place of each live example`, () => {
      const { container } = render(<LandingPage variant={variant} examples={empty} query={{ utm_source: "ad", fr: "web" }} />);
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(variant.headline);
      const examples = variant.sections.filter((section) => ["story", "comparison", "blindspot"].includes(section)).length;
      expect(container.querySelectorAll("[data-landing-fallback]")).toHaveLength(examples);
      expect(container.querySelectorAll("[role=img]")).toHaveLength(0);
      const header = within(container.querySelector("header")!);
      expect(header.getByRole("link", { name: variant.primary.label }).getAttribute("href")).toBe(`${variant.primary.href}?utm_source=ad`);
    });
  }
});
