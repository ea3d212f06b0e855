import { describe, expect, it } from "vitest";
import { deriveFactuality } from "./derive-factuality";
import type { RatingInput } from "./outlet-schema";

const mbfc = (label: string, date = "2026-08-19"): RatingInput => ({ rater: "MBFC", label, date });

describe("deriving factuality", () => {
  it("reads MBFC's six grades, hyphenated or spaced", () => {
    const labels = ["very-low", "low", "mixed", "mostly-factual", "high", "very-high"];
    expect(labels.map((label) => deriveFactuality([mbfc(label)]).factuality)).toEqual(["veryLow", "low", "mixed", "mostlyFactual", "high", "veryHigh"]);
    expect(deriveFactuality([mbfc("very high")]).factuality).toBe("veryHigh");
    expect(deriveFactuality([mbfc("Mostly Factual")]).factuality).toBe("mostlyFactual");
  });

  it("takes MBFC's newest grade and names it", () => {
    expect(deriveFactuality([mbfc("high", "2018-10-31"), mbfc("mixed", "2024-06-16"), mbfc("mostly-factual")])).toEqual({
      factuality: "mostlyFactual",
      basis: 'MBFC "mostly-factual" (2026-08-19) → mostlyFactual.',
    });
  });

  it("falls back to an older grade when the newest is not a grade", () => {
    expect(deriveFactuality([mbfc("n/a"), mbfc("low", "2024-06-16")]).factuality).toBe("low");
  });

  it("is unknown without a usable grade; AllSides rates no factuality", () => {
    expect(deriveFactuality([]).factuality).toBe("unknown");
    expect(deriveFactuality([{ rater: "AllSides", label: "High", date: "2022-09-28" }]).factuality).toBe("unknown");
  });
});
