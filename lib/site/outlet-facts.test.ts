import { describe, expect, it } from "vitest";
import { countryName, factualityBasis } from "./outlet-facts";

describe("outlet facts", () => {
  it("names countries in English and shows an unknown code as given", () => {
    expect(countryName("GB")).toBe("United Kingdom");
    expect(countryName("US")).toBe("United States");
    expect(countryName("ZZ")).toBe("Unknown Region");
    expect(countryName("nope")).toBe("nope");
  });

  it("explains factuality from the stored ratings, ignoring bias ratings and unknown raters", () => {
    expect(factualityBasis([])).toBe("No factuality rating.");
    expect(
      factualityBasis([
        { kind: "bias", rater: "MBFC", label: "left", ratedOn: "2024-06-16", url: null },
        { kind: "factuality", rater: "SomeoneElse", label: "high", ratedOn: "2024-06-16", url: null },
        { kind: "factuality", rater: "MBFC", label: "very-high", ratedOn: "2024-06-16", url: null },
      ]),
    ).toBe('MBFC "very-high" (2024-06-16) → veryHigh.');
  });
});
