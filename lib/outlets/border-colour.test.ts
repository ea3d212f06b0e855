import { describe, expect, it } from "vitest";
import { BIAS_VALUES } from "@/lib/news/bias-scale";
import { BORDER_COLOURS, borderColour } from "./border-colour";

describe("outlet border colours (spec §1)", () => {
  it("are dark blue for every left-leaning point, dark red for every right-leaning one, grey otherwise", () => {
    expect(Object.fromEntries(BIAS_VALUES.map((bias) => [bias, borderColour(bias)]))).toEqual({
      farLeft: "#204986",
      left: "#204986",
      leanLeft: "#204986",
      center: "#6b7280",
      leanRight: "#802727",
      right: "#802727",
      farRight: "#802727",
      unknown: "#6b7280",
    });
  });

  it("uses the spec's bias blue and red", () => {
    expect(BORDER_COLOURS.left).toBe("#204986");
    expect(BORDER_COLOURS.right).toBe("#802727");
  });
});
