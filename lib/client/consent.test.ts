import { describe, expect, it } from "vitest";
import {
  decideConsent, isAppVisit, NO_CONSENT, OUTSIDE_LIST_DEFAULT, parseConsent, reloadAfterSave, serializeConsent,
} from "./consent";

describe("cookie consent (spec §3, §4, §9)", () => {
  it("stores the three flags in the allowed-groups cookie and reads them back", () => {
    const consent = { personalization: true, marketing: false, analytics: true };
    expect(serializeConsent(consent)).toBe("personalization,analytics");
    expect(parseConsent("personalization,analytics")).toEqual(consent);
    expect(parseConsent("")).toEqual(NO_CONSENT);
  });

  it("treats a missing or damaged cookie as no choice", () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent("analytics,everything")).toBeNull();
    expect(parseConsent("%7B%22a%22%3A1%7D")).toBeNull();
  });

  it("shows the banner to a visitor from the list who has not chosen, with nothing allowed meanwhile; an unknown country gets nothing and no banner", () => {
    expect(decideConsent({ stored: undefined, countryCode: "de", inApp: false, path: "/" })).toEqual({ consent: NO_CONSENT, showBanner: true });
    expect(decideConsent({ stored: undefined, countryCode: undefined, inApp: false, path: "/" })).toEqual({ consent: NO_CONSENT, showBanner: false });
  });

  it("hides the banner in the app and on extension paths, still allowing nothing", () => {
    expect(isAppVisit("app")).toBe(true);
    expect(isAppVisit("appsoc")).toBe(true);
    expect(isAppVisit("web")).toBe(false);
    expect(decideConsent({ stored: undefined, countryCode: "FR", inApp: true, path: "/" })).toEqual({ consent: NO_CONSENT, showBanner: false });
    expect(decideConsent({ stored: undefined, countryCode: "FR", inApp: false, path: "/extension/popup" }).showBanner).toBe(false);
  });

  it("gives the default outside the list, and a stored choice wins everywhere", () => {
    expect(decideConsent({ stored: undefined, countryCode: "US", inApp: false, path: "/" })).toEqual({ consent: OUTSIDE_LIST_DEFAULT, showBanner: false });
    expect(decideConsent({ stored: "", countryCode: "US", inApp: false, path: "/" }).consent).toEqual(NO_CONSENT);
    expect(decideConsent({ stored: "analytics", countryCode: "DE", inApp: false, path: "/" })).toEqual({ consent: { ...NO_CONSENT, analytics: true }, showBanner: false });
  });

  it("reloads after a save more than 2000 ms after set-up", () => {
    expect(reloadAfterSave(1000, 3000)).toBe(false);
    expect(reloadAfterSave(1000, 3001)).toBe(true);
  });
});
