import { describe, expect, it, vi } from "vitest";
import { resolveThemeValue } from "./theme";

describe("theme experiment value (spec §5: dark or light, else re-randomised)", () => {
  it("keeps a stored dark or light without drawing again", () => {
    const random = vi.fn(() => 0.9);
    expect(resolveThemeValue("dark", random)).toEqual({ theme: "dark", drawn: false });
    expect(resolveThemeValue("light", random)).toEqual({ theme: "light", drawn: false });
    expect(random).not.toHaveBeenCalled();
  });

  it.each([undefined, null, "", "Dark", "system", "auto", 1, {}])("re-randomises a stored %j and says it must be stored", (stored) => {
    expect(resolveThemeValue(stored, () => 0.1)).toEqual({ theme: "dark", drawn: true });
    expect(resolveThemeValue(stored, () => 0.9)).toEqual({ theme: "light", drawn: true });
  });

  it("splits the draw evenly: below one half is dark, one half and above is light", () => {
    expect(resolveThemeValue(undefined, () => 0).theme).toBe("dark");
    expect(resolveThemeValue(undefined, () => 0.4999).theme).toBe("dark");
    expect(resolveThemeValue(undefined, () => 0.5).theme).toBe("light");
    const draws = Array.from({ length: 1000 }, (_, i) => resolveThemeValue(null, () => i / 1000).theme);
    expect(draws.filter((theme) => theme === "dark")).toHaveLength(500);
  });
});
