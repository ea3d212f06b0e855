import { describe, expect, it } from "vitest";
import { DEFAULT_IMAGE_MODE, IMAGE_MODE_COOKIE, parseImageMode } from "./image-mode";

describe("image mode (spec §5: only color or grayscale, else color)", () => {
  it("keeps color and grayscale", () => {
    expect(parseImageMode("color")).toBe("color");
    expect(parseImageMode("grayscale")).toBe("grayscale");
  });

  it.each([undefined, null, "", "gray", "greyscale", "Grayscale", " grayscale", "colour", 1, true, {}])(
    "reads %j as color, the default",
    (value) => {
      expect(parseImageMode(value)).toBe("color");
    },
  );

  it("uses a GROUND_ cookie like the product's other cookies and defaults to color", () => {
    expect(IMAGE_MODE_COOKIE).toBe("GROUND_IMAGE_MODE");
    expect(DEFAULT_IMAGE_MODE).toBe("color");
  });
});
