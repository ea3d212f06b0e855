// The user as the API and the user cookie carry it (spec §3: "User"). Pure: built from plain values.

export const SUBSCRIPTION_STATUSES = [
  "free",
  "freeTrial",
  "unregistered",
  "institutional",
  "mix",
  "pro",
  "premium",
  "supporter",
  "vantage",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export type ImageMode = "color" | "grayscale";

export interface LocalPlace {
  countryCode?: string;
  regionCode?: string;
  city?: string;
}

export interface AccountUser {
  id: number;
  email: string;
  avatar: string | null;
  fullname: string | null;
  category: string | null;
  timeZoneId: string | null;
  topFeedEdition: string | null;
  subscriptionStatus: string;
  subscriptionWillRenew: boolean;
  /** ISO 8601; the client compares its first 13 characters (to the hour) to decide on a reload (spec §4). */
  subscribedUntil: string | null;
  leftColor: string | null;
  rightColor: string | null;
  registered: boolean;
  newlyRegistered: boolean;
  trialStart: string | null;
  instVerifPending: boolean;
  localNews: { localIsManual: boolean; localPlace: LocalPlace | null };
  imageMode: ImageMode;
  institutionalUser: boolean;
  stripeCustomerId: string | null;
  utmMedium: string | null;
}

/** The columns of `users` the view needs (a structural subset of the Drizzle row). */
export interface UserRecord {
  id: number;
  email: string;
  avatar: string | null;
  fullname: string | null;
  category: string | null;
  timeZoneId: string | null;
  topFeedEdition: string | null;
  subscriptionStatus: string;
  subscriptionWillRenew: boolean;
  subscribedUntil: Date | null;
  leftColor: string | null;
  rightColor: string | null;
  registered: boolean;
  trialStart: Date | null;
  instVerifPending: boolean;
  localIsManual: boolean;
  localPlace: LocalPlace | null;
  imageMode: string;
  institutionalUser: boolean;
  stripeCustomerId: string | null;
  utmMedium: string | null;
  onboardingSeenAt: Date | null;
  createdAt: Date;
}

/** An account counts as newly registered for its first day, until onboarding has been seen. */
export const NEWLY_REGISTERED_MS = 24 * 3_600_000;

export function toAccountUser(record: UserRecord, now: Date): AccountUser {
  return {
    id: record.id,
    email: record.email,
    avatar: record.avatar,
    fullname: record.fullname,
    category: record.category,
    timeZoneId: record.timeZoneId,
    topFeedEdition: record.topFeedEdition,
    subscriptionStatus: record.subscriptionStatus,
    subscriptionWillRenew: record.subscriptionWillRenew,
    subscribedUntil: record.subscribedUntil?.toISOString() ?? null,
    leftColor: record.leftColor,
    rightColor: record.rightColor,
    registered: record.registered,
    newlyRegistered: record.onboardingSeenAt === null && now.getTime() - record.createdAt.getTime() < NEWLY_REGISTERED_MS,
    trialStart: record.trialStart?.toISOString() ?? null,
    instVerifPending: record.instVerifPending,
    localNews: { localIsManual: record.localIsManual, localPlace: record.localPlace },
    imageMode: record.imageMode === "grayscale" ? "grayscale" : "color",
    institutionalUser: record.institutionalUser,
    stripeCustomerId: record.stripeCustomerId,
    utmMedium: record.utmMedium,
  };
}
