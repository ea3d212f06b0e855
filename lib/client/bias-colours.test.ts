import { describe, expect, it } from "vitest";
import {
  applyBiasSchemeClasses,
  BIAS_DARK_RED,
  BIAS_SCHEME_CLASSES,
  biasSchemeScript,
  SESSION_CLASS,
  DEFAULT_BIAS_COLOUR_SELECTION,
  effectiveScheme,
  initialSelection,
  schemeColours,
  schemeCustomProperties,
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
    });
  });
});

describe("biasSchemeScript (issue 28): a signed-in reader's colours over a cached page, before first paint", () => {
  const run = (cookie: string) => {
    const classes = new Set<string>(["stale-other"]);
    const document = { cookie, documentElement: { classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) } } };
    new Function("document", "atob", biasSchemeScript("GROUND_USER"))(document, atob);
    return [...classes].filter((name) => name !== "stale-other");
  };
  const userCookie = (leftColor: unknown) => encodeURIComponent(btoa(encodeURIComponent(JSON.stringify({ id: 1, leftColor }))));

  it("names the reader's chosen scheme the way initialSelection reads the saved left colour", () => {
    expect(run(`GROUND_USER=${userCookie("#204986")}`)).toEqual([SESSION_CLASS, BIAS_SCHEME_CLASSES.us]);
    expect(run(`a=1; GROUND_USER=${userCookie(" #204986 ".toUpperCase())}`)).toEqual([SESSION_CLASS, BIAS_SCHEME_CLASSES.us]);
    expect(run(`GROUND_USER=${userCookie(BIAS_DARK_RED)}`)).toEqual([SESSION_CLASS, BIAS_SCHEME_CLASSES.international]);
    expect(initialSelection(BIAS_DARK_RED)).toBe("international");
  });

  it("leaves the edition's scheme for a reader without a saved colour, a signed-out reader and a broken cookie", () => {
    expect(run(`GROUND_USER=${userCookie(null)}`)).toEqual([SESSION_CLASS]);
    expect(run(`GROUND_USER=${userCookie("")}`)).toEqual([SESSION_CLASS]);
    expect(run("GROUND_USER=%%%not-base64")).toEqual([SESSION_CLASS]);
    // No user cookie (or an empty one, as sign-out leaves it): no session class either.
    expect(run("GROUND_FEED_EDITION=top-uk")).toEqual([]);
    expect(run("GROUND_USER=")).toEqual([]);
    expect(run("")).toEqual([]);
  });
});

describe("applyBiasSchemeClasses (issue 28): the fetched account's colours", () => {
  const classesAfter = (start: string[], leftColor: string | null) => {
    const classes = new Set(start);
    applyBiasSchemeClasses({ toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) }, leftColor);
    return [...classes].sort();
  };

  it("switches the class when the saved colour changed, and removes it for auto", () => {
    expect(classesAfter(["dark", BIAS_SCHEME_CLASSES.us], BIAS_DARK_RED)).toEqual(["bias-international", "dark"]);
    expect(classesAfter([BIAS_SCHEME_CLASSES.international], "#204986")).toEqual(["bias-us"]);
    expect(classesAfter([BIAS_SCHEME_CLASSES.international], null)).toEqual([]);
  });
});
