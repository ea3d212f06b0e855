import { describe, expect, it } from "vitest";
import { welcomeSeriesPart } from "./welcome-part";

describe("welcomeSeriesPart", () => {
  it("answers parts 1 to 5", () => {
    expect(["1", "2", "3", "4", "5"].map(welcomeSeriesPart)).toEqual([1, 2, 3, 4, 5]);
  });

  it("refuses other numbers and other spellings, which then show the 404 page", () => {
    for (const segment of ["0", "6", "10", "01", "1.0", "-1", "one", ""]) {
      expect(welcomeSeriesPart(segment)).toBeNull();
    }
  });
});
