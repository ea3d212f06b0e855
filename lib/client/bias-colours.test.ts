import { describe, expect, it } from "vitest";
import {
  DEFAULT_BIAS_COLOUR_SELECTION,
  effectiveScheme,
  initialSelection,
  schemeColours,
  schemeCustomProperties,
  schemeStyleAttribute,
} from "./bias-colours";

describe("bias colour scheme (spec §4)", () => {
  describe("initially", () => {
    it("is us when the user's left colour is #204986", () => {
      expect(initialSelection("#204986")).toBe("us");
      expect(initialSelection(" #204986 ".toUpperCase())).toBe("us");
    });

    it("is international when the user's left colour is anything else", () => {
      expect(initialSelection("#802727")).toBe("international");
      expect(initialSelection("#ff0000")).toBe("international");
    });

    it("is the default, auto, when there is no saved left colour", () => {
      expect(DEFAULT_BIAS_COLOUR_SELECTION).toBe("auto");
      expect(initialSelection(undefined)).toBe("auto");
      expect(initialSelection(null)).toBe("auto");
      expect(initialSelection("")).toBe("auto");
    });
  });

  describe("with auto, the effective scheme", () => {
    it("is us when no edition is set", () => {
      expect(effectiveScheme("auto", undefined)).toBe("us");
      expect(effectiveScheme("auto", null)).toBe("us");
      expect(effectiveScheme("auto", "")).toBe("us");
    });

    it("is us when the edition is top-us", () => {
      expect(effectiveScheme("auto", "top-us")).toBe("us");
    });

    it.each(["top", "top-uk", "top-ca", "top-eu", "top-oceania"])("is international for the %s edition", (edition) => {
      expect(effectiveScheme("auto", edition)).toBe("international");
    });

    it("applies when no selection is stored, auto being the default", () => {
      expect(effectiveScheme(undefined, "top-uk")).toBe("international");
      expect(effectiveScheme(null, "top-us")).toBe("us");
    });
  });

  it("follows an explicit us or international selection whatever the edition", () => {
    expect(effectiveScheme("us", "top-uk")).toBe("us");
    expect(effectiveScheme("international", "top-us")).toBe("international");
    expect(effectiveScheme("international", undefined)).toBe("international");
  });

  it("falls back to us for an unknown selection", () => {
    expect(effectiveScheme("classic", "top-uk")).toBe("us");
    expect(effectiveScheme("AUTO", "top-uk")).toBe("us");
  });

  describe("colours", () => {
    it("international: left dark red #802727, right blue #204986", () => {
      expect(schemeColours("international")).toEqual({ left: "#802727", right: "#204986" });
    });

    it("us: reversed, left blue #204986, right dark red #802727", () => {
      expect(schemeColours("us")).toEqual({ left: "#204986", right: "#802727" });
    });

    it("a user who saved the us colours starts on the us scheme, and one who saved the international colours on it", () => {
      expect(schemeColours(effectiveScheme(initialSelection(schemeColours("us").left), "top-uk"))).toEqual(schemeColours("us"));
      expect(effectiveScheme(initialSelection(schemeColours("international").left), "top-us")).toBe("international");
    });

    it("sets the --bias-left and --bias-right custom properties that styles/globals.css reads", () => {
      expect(schemeCustomProperties("international")).toEqual({ "--bias-left": "#802727", "--bias-right": "#204986" });
      expect(schemeStyleAttribute("us")).toBe("--bias-left:#204986;--bias-right:#802727");
    });
  });
});
