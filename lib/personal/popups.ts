import { entitlementsFor } from "@/lib/billing/entitlements";

// Popups and banners (issue 22; spec §3 storage items, §4 "Promo popup", "Trial popup", "Bias quiz",
// "Popup choice order", §6 tiers, §9 constants). PURE: every decision is a function of the stored record,
// the reader's status, the flags and the time, all passed in. components/popups/popup-host.tsx reads and
// writes the browser's storage under the keys below and shows what these functions choose.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Where each record lives. The spec names the items and their fields (§3), not their keys: ours follow
 * the `ground.*` keys of the client platform (lib/client/visit-tracking.ts, visit-info.ts).
 */
export const POPUP_STORAGE = {
  /** local storage, spec §3 "promo popup state: version pr, visible flag, expiry hours, date, version". */
  promoPopup: "ground.promoPopup",
  /** local storage, spec §3 "trial popup: version, date, expiry". */
  trialPopup: "ground.trialPopup",
  /** local storage, spec §3 "bias quiz: started, date, expiry". */
  biasQuiz: "ground.biasQuiz",
  /** local storage, spec §3 "onboarding hotspots". */
  onboardingHotspots: "ground.onboardingHotspots",
  /** session storage, spec §3 "running modal": the popup on screen in this tab, so only one shows. */
  runningModal: "ground.runningModal",
  /** local storage: the banners §3 gives no item of their own (id → closed at, ms). */
  closedBanners: "ground.closedBanners",
} as const;

// ---------------------------------------------------------------------------------------------------
// Promo popup (spec §4): shown with no record, a changed version or an expired record; hidden with
// expiry 1 after a click; expiry 1 hour for unregistered visitors, 24 hours for others; only free,
// freeTrial and unregistered (the statuses whose §6 row has the sale promo). "It can be reset to visible":
// a new campaign or version resets every record (a record of another pr or version counts as none).

export interface PromoPopupRecord {
  /** The promotion (its campaign tag). */
  pr: string;
  visible: boolean;
  /** Hours the record holds from `date`. */
  expiry: number;
  /** When the record was written (ms). */
  date: number;
  version: string;
}

/** §9: promo popup expiry 1 hour (unregistered) or 24 hours (others). */
export function promoExpiryHours(status: string): number {
  return status === "unregistered" ? 1 : 24;
}

export function promoPopupShown(record: PromoPopupRecord | null, promo: { pr: string; version: string }, status: string, now: number): boolean {
  if (!entitlementsFor(status).salePromo) return false;
  if (!record || record.pr !== promo.pr || record.version !== promo.version) return true;
  if (now - record.date >= record.expiry * HOUR_MS) return true;
  return record.visible;
}

/** The reader closed the popup: hidden for their status's expiry. */
export function promoPopupClosed(promo: { pr: string; version: string }, status: string, now: number): PromoPopupRecord {
  return { ...promo, visible: false, expiry: promoExpiryHours(status), date: now };
}

/** The reader clicked the offer: hidden with expiry 1 (spec §4). */
export function promoPopupClicked(promo: { pr: string; version: string }, now: number): PromoPopupRecord {
  return { ...promo, visible: false, expiry: 1, date: now };
}

// ---------------------------------------------------------------------------------------------------
// Trial popup (spec §4): version always Case_B; shown again after expiry; never for paid tiers; never
// after the no-trial flag; only free and unregistered (the statuses whose §6 row has the premium trial
// onboarding: freeTrial readers are in a trial already).

export const TRIAL_POPUP_VERSION = "Case_B";
/** The spec gives no figure: a closed trial popup comes back after three days. */
export const TRIAL_POPUP_EXPIRY_HOURS = 72;

export interface TrialPopupRecord {
  version: string;
  date: number;
  /** Hours. */
  expiry: number;
}

export interface TrialPopupInput {
  status: string;
  /**
   * The no-trial flag: the trial cannot be offered (lib/billing/trial-onboarding.ts premiumTrialOffer
   * answered null: the reader had a trial, payments or the trial are not configured, or the onboarding
   * flag is off outside the cohort).
   */
  noTrial: boolean;
  now: number;
}

export function trialPopupShown(record: TrialPopupRecord | null, input: TrialPopupInput): boolean {
  if (input.noTrial || !entitlementsFor(input.status).premiumTrialOnboarding) return false;
  if (!record || record.version !== TRIAL_POPUP_VERSION) return true;
  return input.now - record.date >= record.expiry * HOUR_MS;
}

export function trialPopupClosed(now: number): TrialPopupRecord {
  return { version: TRIAL_POPUP_VERSION, date: now, expiry: TRIAL_POPUP_EXPIRY_HOURS };
}

// ---------------------------------------------------------------------------------------------------
// Bias quiz popup (spec §4): started becomes true once clicked; otherwise re-armed with a one-day date
// (§9 "Bias quiz re-arm 1 day"). For the statuses whose §6 row has the bias popup.

export interface BiasQuizRecord {
  started: boolean;
  date: number;
  /** Days. */
  expiry: number;
}

export const BIAS_QUIZ_REARM_DAYS = 1;

export function biasQuizShown(record: BiasQuizRecord | null, status: string, now: number): boolean {
  if (!entitlementsFor(status).biasPopup) return false;
  if (!record) return true;
  if (record.started) return false;
  return now - record.date >= record.expiry * DAY_MS;
}

export function biasQuizStarted(now: number): BiasQuizRecord {
  return { started: true, date: now, expiry: BIAS_QUIZ_REARM_DAYS };
}

export function biasQuizRearmed(now: number): BiasQuizRecord {
  return { started: false, date: now, expiry: BIAS_QUIZ_REARM_DAYS };
}

// ---------------------------------------------------------------------------------------------------
// The popup choice order (spec §4): premium trial onboarding, else the sale promo, else the bias popup,
// then the newsletter prompt, only when the flags and the reader allow; one at a time (the running
// modal). The download popup for the mobile apps comes last, for phones outside the app.

export type PopupId = "trial" | "promo" | "biasQuiz" | "newsletter" | "download";

/**
 * Popups wait for the visitor's second browser session (the anonymous visit record's sessionCount,
 * spec §3): a newcomer's first visit is for the news and the onboarding hotspots, not for offers.
 */
export const FIRST_POPUP_SESSION = 2;

export interface PopupChoiceInput {
  status: string;
  signedIn: boolean;
  now: number;
  /** The browser sessions of this visitor so far, this one included. */
  sessionCount: number;
  /** A modal is on screen already (session storage's running modal). */
  runningModal: string | null;
  trial: { record: TrialPopupRecord | null; noTrial: boolean };
  /** The sale running (the operator's campaign flag), or null. */
  promo: { record: PromoPopupRecord | null; sale: { pr: string; version: string } | null };
  biasQuiz: BiasQuizRecord | null;
  /** When the newsletter prompt was closed (ms), or null. */
  newsletterClosedAt: number | null;
  download: DownloadPopupInput;
}

/** The popup to show now, or null: the first of the order that the reader's status, flags and records allow. */
export function choosePopup(input: PopupChoiceInput): PopupId | null {
  if (input.runningModal || input.sessionCount < FIRST_POPUP_SESSION) return null;
  if (trialPopupShown(input.trial.record, { status: input.status, noTrial: input.trial.noTrial, now: input.now })) return "trial";
  if (input.promo.sale && promoPopupShown(input.promo.record, input.promo.sale, input.status, input.now)) return "promo";
  if (biasQuizShown(input.biasQuiz, input.status, input.now)) return "biasQuiz";
  // Only signed-in readers may subscribe to newsletters (spec §6).
  if (input.signedIn && input.newsletterClosedAt === null) return "newsletter";
  if (downloadPopupShown(input.download)) return "download";
  return null;
}

export interface DownloadPopupInput {
  /** The anonymous visit record's bannerSeen and bannerClicked (spec §3): closed or followed once. */
  bannerSeen: boolean;
  bannerClicked: boolean;
  mobile: boolean;
  /** Inside the mobile app (`fr=app`, spec §2). */
  inApp: boolean;
  /** The operator configured at least one app store link. */
  appLinks: boolean;
}

/** The mobile apps' download popup (§6 names no tier: the apps are for everyone): on a phone, never inside the app, once. */
export function downloadPopupShown(input: DownloadPopupInput): boolean {
  return input.appLinks && input.mobile && !input.inApp && !input.bannerSeen && !input.bannerClicked;
}

/** A phone or tablet browser, by its user agent (where the apps' stores are). */
export function isMobileDevice(userAgent: string): boolean {
  return /\b(Android|iPhone|iPad|iPod|Mobile)\b/i.test(userAgent);
}

// ---------------------------------------------------------------------------------------------------
// Banners: each for the tiers spec §6 names, each closed for good once closed.

export type BannerId = "stickyBanner" | "subscribeFlag" | "timelineAd" | "interestNudge" | "twitterToolAd";

/**
 * The §6 entitlement each banner needs. The sticky banner and the timeline ad are subscription offers, so
 * they follow the subscribe-flag banner's row (§6 names neither).
 */
const BANNER_ENTITLEMENT = {
  stickyBanner: "subscribeFlagBanner",
  subscribeFlag: "subscribeFlagBanner",
  timelineAd: "subscribeFlagBanner",
  interestNudge: "interestPageNudge",
  twitterToolAd: "twitterToolAd",
} as const satisfies Record<BannerId, keyof ReturnType<typeof entitlementsFor>>;

export function bannerShown(banner: BannerId, status: string, closed: boolean): boolean {
  return !closed && entitlementsFor(status)[BANNER_ENTITLEMENT[banner]] === true;
}

/** §9 "Sticky-note popup chance: 1 in 10": the sticky banner is drawn as a note for 1 visitor in 10 (the sticky-note flag). */
export type StickyBannerState = "note" | "bar";

export function stickyBannerState(stored: string | undefined, stickyNoteFlag: boolean): StickyBannerState {
  if (stored === "note" || stored === "bar") return stored;
  return stickyNoteFlag ? "note" : "bar";
}

/** The closed-banners record (id → ms) from its stored text; anything unreadable counts as nothing closed. */
export function parseClosedBanners(raw: string | null): Record<string, number> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === "number"));
  } catch {
    return {};
  }
}

type Field = "string" | "number" | "boolean";
type FieldType<F extends Field> = F extends "string" ? string : F extends "number" ? number : boolean;

/** A stored popup record of the given fields and types, or null when missing or damaged. */
export function parseRecord<S extends Record<string, Field>>(raw: string | null, shape: S): { -readonly [K in keyof S]: FieldType<S[K]> } | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return null;
    const record = parsed as Record<string, unknown>;
    for (const [key, type] of Object.entries(shape)) if (typeof record[key] !== type) return null;
    return Object.fromEntries(Object.keys(shape).map((key) => [key, record[key]])) as { -readonly [K in keyof S]: FieldType<S[K]> };
  } catch {
    return null;
  }
}

export const PROMO_RECORD_SHAPE = { pr: "string", visible: "boolean", expiry: "number", date: "number", version: "string" } as const;
export const TRIAL_RECORD_SHAPE = { version: "string", date: "number", expiry: "number" } as const;
export const BIAS_QUIZ_RECORD_SHAPE = { started: "boolean", date: "number", expiry: "number" } as const;
