import { describe, expect, it } from "vitest";
import { initialsFor, monogramFor } from "./monogram";

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe("generated monogram logos", () => {
  it("use an acronym name whole, else the initials of up to three significant words", () => {
    expect(initialsFor("CNN")).toBe("CNN");
    expect(initialsFor("BBC News")).toBe("BBC");
    expect(initialsFor("RTÉ News")).toBe("RTE");
    expect(initialsFor("The New York Times")).toBe("NYT");
    expect(initialsFor("Fox News")).toBe("FN");
    expect(initialsFor("France 24")).toBe("F24");
    expect(initialsFor("HuffPost")).toBe("HP");
    expect(initialsFor("Reuters")).toBe("Re");
    expect(initialsFor("The Guardian")).toBe("Gu");
  });

  it("give each outlet a stable colour that white initials read on (contrast at least 4.5:1)", () => {
    for (const id of ["cnn", "fox-news", "bbc-news", ...Array.from({ length: 500 }, (_, n) => `outlet-${n}`)]) {
      const logo = monogramFor(id, id);
      expect(logo).toEqual(monogramFor(id, id));
      expect(logo.background).toMatch(/^#[0-9a-f]{6}$/);
      expect(1.05 / (luminance(logo.background) + 0.05), logo.background).toBeGreaterThanOrEqual(4.5);
      expect(logo.foreground).toBe("#ffffff");
    }
    expect(monogramFor("cnn", "CNN").background).not.toBe(monogramFor("fox-news", "Fox News").background);
  });
});
