import { GrowthBook } from "@growthbook/growthbook-react";
import { afterEach, describe, expect, it } from "vitest";
import { FEATURE_DEFAULTS, FEATURE_DEFINITIONS, HASH_ATTRIBUTE } from "./feature-definitions";
import { readFeature, setFeatureEvaluator } from "./features";

const growthbookFor = (deviceId: string, onExposure?: (key: string) => void) =>
  new GrowthBook({
    features: FEATURE_DEFINITIONS,
    attributes: { [HASH_ATTRIBUTE]: deviceId },
    trackingCallback: (experiment) => onExposure?.(experiment.key),
  });

describe("feature flags (issue 19, spec §9)", () => {
  afterEach(() => setFeatureEvaluator(null));

  it("answers the spec's defaults before GrowthBook has loaded", () => {
    expect(readFeature("gift-link")).toBe("/checkout/gift-vantage");
    expect(readFeature("pricing-experiment")).toBe("OFF");
    expect(readFeature("new-site-experience")).toBe(false);
    expect(readFeature("onboarding-premium-trial")).toBe("OFF");
    expect(readFeature("sale-promo")).toBe(false);
    expect(readFeature("search")).toBe(true);
  });

  it("GrowthBook keeps the plain flags at their defaults", () => {
    const growthbook = growthbookFor("device-1");
    for (const key of ["gift-link", "pricing-experiment", "new-site-experience", "search", "search-bar", "holiday-sale"] as const) {
      expect(growthbook.getFeatureValue(key, null as never)).toEqual(FEATURE_DEFAULTS[key]);
    }
  });

  it("draws the theme, assistant and trial cohort half and half, the sticky note about 1 in 10, each stable per browser", () => {
    const devices = Array.from({ length: 2000 }, (_, i) => growthbookFor(`device-${i}`));
    const share = (key: string, value: unknown) => devices.filter((gb) => gb.getFeatureValue(key, null as never) === value).length / devices.length;
    expect(share("theme-experiment", "dark")).toBeGreaterThan(0.45);
    expect(share("theme-experiment", "dark")).toBeLessThan(0.55);
    expect(share("assistant-variant", "AA3")).toBeGreaterThan(0.45);
    expect(share("assistant-variant", "AA3")).toBeLessThan(0.55);
    expect(share("premium-trial-cohort", true)).toBeGreaterThan(0.45);
    expect(share("premium-trial-cohort", true)).toBeLessThan(0.55);
    expect(share("sticky-note", true)).toBeGreaterThan(0.07);
    expect(share("sticky-note", true)).toBeLessThan(0.13);
    expect(growthbookFor("device-7").getFeatureValue("theme-experiment", "light")).toBe(growthbookFor("device-7").getFeatureValue("theme-experiment", "light"));
  });

  it("reads through the installed evaluator, and an exposure is reported once per read flag", () => {
    const exposed: string[] = [];
    const growthbook = growthbookFor("device-3", (key) => exposed.push(key));
    setFeatureEvaluator((key) => growthbook.getFeatureValue(key, FEATURE_DEFAULTS[key] as never));
    const value = readFeature("assistant-variant");
    expect(["AA2", "AA3"]).toContain(value);
    readFeature("assistant-variant");
    expect(exposed).toEqual(["article-assistant"]);
    expect(readFeature("gift-link")).toBe("/checkout/gift-vantage");
  });

  it("a failing evaluation answers the default and says so", () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    setFeatureEvaluator(() => {
      throw new Error("bad definitions");
    });
    expect(readFeature("search")).toBe(true);
    console.error = original;
    expect(errors).toHaveLength(1);
  });
});
