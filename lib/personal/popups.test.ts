import { describe, expect, it } from "vitest";
import {
  bannerShown,
  biasQuizRearmed,
  biasQuizShown,
  biasQuizStarted,
  choosePopup,
  downloadPopupShown,
  isMobileDevice,
  parseClosedBanners,
  parseRecord,
  PROMO_RECORD_SHAPE,
  promoExpiryHours,
  promoPopupClicked,
  promoPopupClosed,
  promoPopupShown,
  stickyBannerState,
  TRIAL_POPUP_VERSION,
  trialPopupClosed,
  trialPopupShown,
  type PopupChoiceInput,
} from "./popups";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 26, 12);
const SALE = { pr: "holiday2024", version: "2026-11" };
const PAID = ["institutional", "mix", "pro", "premium", "supporter", "vantage"];

describe("promo popup (spec §4 'Promo popup', §9)", () => {
  it("is shown with no record", () => {
    expect(promoPopupShown(null, SALE, "free", NOW)).toBe(true);
  });

  it("is shown again when the version changed, though closed a minute ago", () => {
    const closed = promoPopupClosed(SALE, "free", NOW - 60_000);
    expect(promoPopupShown(closed, SALE, "free", NOW)).toBe(false);
    expect(promoPopupShown(closed, { ...SALE, version: "2026-12" }, "free", NOW)).toBe(true);
  });

  it("is shown again once the record expired: 24 hours for registered readers, 1 hour for unregistered visitors", () => {
    expect(promoExpiryHours("free")).toBe(24);
    expect(promoExpiryHours("freeTrial")).toBe(24);
    expect(promoExpiryHours("unregistered")).toBe(1);
    const free = promoPopupClosed(SALE, "free", NOW);
    expect(free).toEqual({ ...SALE, visible: false, expiry: 24, date: NOW });
    expect(promoPopupShown(free, SALE, "free", NOW + 23 * HOUR)).toBe(false);
    expect(promoPopupShown(free, SALE, "free", NOW + 24 * HOUR)).toBe(true);
    const visitor = promoPopupClosed(SALE, "unregistered", NOW);
    expect(promoPopupShown(visitor, SALE, "unregistered", NOW + 59 * 60_000)).toBe(false);
    expect(promoPopupShown(visitor, SALE, "unregistered", NOW + HOUR)).toBe(true);
  });

  it("after a click is hidden with expiry 1, whatever the status", () => {
    const clicked = promoPopupClicked(SALE, NOW);
    expect(clicked).toEqual({ ...SALE, visible: false, expiry: 1, date: NOW });
    expect(promoPopupShown(clicked, SALE, "free", NOW + 30 * 60_000)).toBe(false);
    expect(promoPopupShown(clicked, SALE, "free", NOW + HOUR)).toBe(true);
  });

  it("is reset to visible by a new campaign", () => {
    expect(promoPopupShown(promoPopupClosed(SALE, "free", NOW), { pr: "electionVantage50", version: SALE.version }, "free", NOW)).toBe(true);
  });

  it("is offered only to free, freeTrial and unregistered", () => {
    for (const status of ["free", "freeTrial", "unregistered"]) expect(promoPopupShown(null, SALE, status, NOW), status).toBe(true);
    for (const status of PAID) expect(promoPopupShown(null, SALE, status, NOW), status).toBe(false);
  });
});

describe("trial popup (spec §4 'Trial popup')", () => {
  const input = { status: "free", noTrial: false, now: NOW };

  it("has version Case_B always and is shown with no record", () => {
    expect(TRIAL_POPUP_VERSION).toBe("Case_B");
    expect(trialPopupClosed(NOW).version).toBe("Case_B");
    expect(trialPopupShown(null, input)).toBe(true);
  });

  it("is shown again after expiry, not before", () => {
    const record = trialPopupClosed(NOW);
    expect(trialPopupShown(record, { ...input, now: NOW + record.expiry * HOUR - 1 })).toBe(false);
    expect(trialPopupShown(record, { ...input, now: NOW + record.expiry * HOUR })).toBe(true);
  });

  it("treats a record of another version as none", () => {
    expect(trialPopupShown({ ...trialPopupClosed(NOW), version: "Case_A" }, input)).toBe(true);
  });

  it("is never shown after the no-trial flag", () => {
    expect(trialPopupShown(null, { ...input, noTrial: true })).toBe(false);
  });

  it("is offered only to free and unregistered: never to freeTrial or paid tiers", () => {
    expect(trialPopupShown(null, { ...input, status: "unregistered" })).toBe(true);
    for (const status of ["freeTrial", ...PAID]) expect(trialPopupShown(null, { ...input, status }), status).toBe(false);
  });
});

describe("bias quiz popup (spec §4 'Bias quiz', §9 re-arm 1 day)", () => {
  it("is shown with no record, and never again once started", () => {
    expect(biasQuizShown(null, "free", NOW)).toBe(true);
    expect(biasQuizStarted(NOW).started).toBe(true);
    expect(biasQuizShown(biasQuizStarted(NOW), "free", NOW + 365 * DAY)).toBe(false);
  });

  it("when closed without starting, is re-armed with a one-day date", () => {
    const rearmed = biasQuizRearmed(NOW);
    expect(rearmed).toEqual({ started: false, date: NOW, expiry: 1 });
    expect(biasQuizShown(rearmed, "free", NOW + DAY - 1)).toBe(false);
    expect(biasQuizShown(rearmed, "free", NOW + DAY)).toBe(true);
  });

  it("is for the statuses whose §6 row has the bias popup", () => {
    for (const status of ["free", "freeTrial", "unregistered"]) expect(biasQuizShown(null, status, NOW), status).toBe(true);
    for (const status of PAID) expect(biasQuizShown(null, status, NOW), status).toBe(false);
  });
});

describe("popup choice order (spec §4)", () => {
  const everything: PopupChoiceInput = {
    status: "free",
    signedIn: true,
    now: NOW,
    sessionCount: 2,
    runningModal: null,
    trial: { record: null, noTrial: false },
    promo: { record: null, sale: SALE },
    biasQuiz: null,
    newsletterClosedAt: null,
    download: { bannerSeen: false, bannerClicked: false, mobile: true, inApp: false, appLinks: true },
  };

  it("premium trial onboarding first, else the sale promo, else the bias popup, then the newsletter prompt", () => {
    expect(choosePopup(everything)).toBe("trial");
    const afterTrial = { ...everything, trial: { record: trialPopupClosed(NOW), noTrial: false } };
    expect(choosePopup(afterTrial)).toBe("promo");
    const afterPromo = { ...afterTrial, promo: { record: promoPopupClosed(SALE, "free", NOW), sale: SALE } };
    expect(choosePopup(afterPromo)).toBe("biasQuiz");
    const afterQuiz = { ...afterPromo, biasQuiz: biasQuizRearmed(NOW) };
    expect(choosePopup(afterQuiz)).toBe("newsletter");
    expect(choosePopup({ ...afterQuiz, newsletterClosedAt: NOW })).toBe("download");
  });

  it("shows none while another modal runs: one at a time", () => {
    expect(choosePopup({ ...everything, runningModal: "paywall" })).toBeNull();
  });

  it("waits for the visitor's second session", () => {
    expect(choosePopup({ ...everything, sessionCount: 1 })).toBeNull();
    expect(choosePopup({ ...everything, sessionCount: 3 })).toBe("trial");
  });

  it("only when the flags allow: no trial offer, no sale", () => {
    expect(choosePopup({ ...everything, trial: { record: null, noTrial: true }, promo: { record: null, sale: null } })).toBe("biasQuiz");
  });

  it("only when the reader allows: a paid reader gets neither offers nor the quiz; a visitor no newsletter prompt", () => {
    expect(choosePopup({ ...everything, status: "vantage" })).toBe("newsletter");
    const visitor = { ...everything, status: "unregistered", signedIn: false, trial: { record: null, noTrial: true }, biasQuiz: biasQuizStarted(NOW), promo: { record: null, sale: null } };
    expect(choosePopup(visitor)).toBe("download");
  });

  it("nothing when every popup was dealt with", () => {
    expect(
      choosePopup({ ...everything, status: "pro", newsletterClosedAt: NOW, download: { ...everything.download, bannerSeen: true } }),
    ).toBeNull();
  });
});

describe("download popup for the mobile apps", () => {
  const phone = { bannerSeen: false, bannerClicked: false, mobile: true, inApp: false, appLinks: true };

  it("shows on a phone while neither closed nor followed", () => {
    expect(downloadPopupShown(phone)).toBe(true);
    expect(downloadPopupShown({ ...phone, bannerSeen: true })).toBe(false);
    expect(downloadPopupShown({ ...phone, bannerClicked: true })).toBe(false);
  });

  it("knows a phone by its user agent", () => {
    expect(isMobileDevice("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148")).toBe(true);
    expect(isMobileDevice("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36")).toBe(true);
    expect(isMobileDevice("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36")).toBe(false);
  });

  it("never inside the app (fr=app), on a desktop, or without a store link", () => {
    expect(downloadPopupShown({ ...phone, inApp: true })).toBe(false);
    expect(downloadPopupShown({ ...phone, mobile: false })).toBe(false);
    expect(downloadPopupShown({ ...phone, appLinks: false })).toBe(false);
  });
});

describe("banners by spec §6's tiers", () => {
  it("the interest-page nudge, subscribe-flag banner and twitter-tool ad: free and freeTrial readers and visitors, until closed", () => {
    for (const banner of ["interestNudge", "subscribeFlag", "twitterToolAd", "stickyBanner", "timelineAd"] as const) {
      for (const status of ["free", "freeTrial", "unregistered"]) expect(bannerShown(banner, status, false), `${banner} ${status}`).toBe(true);
      for (const status of PAID) expect(bannerShown(banner, status, false), `${banner} ${status}`).toBe(false);
      expect(bannerShown(banner, "free", true), `${banner} closed`).toBe(false);
    }
  });

  it("the sticky banner keeps the form it was drawn in; the sticky-note flag (1 in 10) draws the note", () => {
    expect(stickyBannerState(undefined, true)).toBe("note");
    expect(stickyBannerState(undefined, false)).toBe("bar");
    expect(stickyBannerState("note", false)).toBe("note");
    expect(stickyBannerState("bar", true)).toBe("bar");
    expect(stickyBannerState("garbage", false)).toBe("bar");
  });
});

describe("stored records", () => {
  it("reads a promo record back and refuses damaged ones", () => {
    const record = promoPopupClosed(SALE, "free", NOW);
    expect(parseRecord(JSON.stringify(record), PROMO_RECORD_SHAPE)).toEqual(record);
    expect(parseRecord("{not json", PROMO_RECORD_SHAPE)).toBeNull();
    expect(parseRecord(JSON.stringify({ ...record, date: "yesterday" }), PROMO_RECORD_SHAPE)).toBeNull();
    expect(parseRecord(null, PROMO_RECORD_SHAPE)).toBeNull();
  });

  it("reads the closed banners, keeping only numbers", () => {
    expect(parseClosedBanners(JSON.stringify({ timelineAd: NOW, bad: "x" }))).toEqual({ timelineAd: NOW });
    expect(parseClosedBanners("[1,2]")).toEqual({});
    expect(parseClosedBanners("oops")).toEqual({});
  });
});
