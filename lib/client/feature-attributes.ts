import type { AccountUser } from "@/lib/accounts/user";
import type { Attributes } from "@growthbook/growthbook-react";
import { HASH_ATTRIBUTE } from "./feature-definitions";
import type { VisitorLocation } from "./location";

// The feature-flag attributes of spec §3: id, email, hasPaidSubscription, loggedIn, subscriptionStatus,
// subscriptionWillRenew, registered, url, utm source/medium/campaign, topFeedEdition, timeZoneId, the
// user's city, region and country, highlyActiveUser; staff by a configurable company e-mail suffix.

const PAID = new Set(["mix", "pro", "premium", "supporter", "vantage"]);
/** Sessions after which a browser counts as highly active (spec silent; docs/decisions.md). */
export const HIGHLY_ACTIVE_SESSIONS = 10;

export function isStaff(email: string | null | undefined, suffix: string | undefined): boolean {
  const wanted = suffix?.trim().toLowerCase();
  return Boolean(wanted && email && email.toLowerCase().endsWith(wanted));
}

export function featureAttributes(input: {
  user: AccountUser | null;
  deviceId: string;
  sessionCount: number;
  url: string;
  location: VisitorLocation;
  edition: string;
  staffEmailSuffix?: string;
}): Attributes {
  const { user, location } = input;
  const query = new URL(input.url).searchParams;
  return {
    [HASH_ATTRIBUTE]: input.deviceId,
    id: user ? String(user.id) : input.deviceId,
    email: user?.email ?? "",
    loggedIn: Boolean(user),
    registered: Boolean(user?.registered),
    subscriptionStatus: user?.subscriptionStatus ?? "unregistered",
    subscriptionWillRenew: Boolean(user?.subscriptionWillRenew),
    hasPaidSubscription: PAID.has(user?.subscriptionStatus ?? ""),
    url: input.url,
    utmSource: query.get("utm_source") ?? "",
    utmMedium: query.get("utm_medium") ?? "",
    utmCampaign: query.get("utm_campaign") ?? "",
    topFeedEdition: user?.topFeedEdition ?? input.edition,
    timeZoneId: user?.timeZoneId ?? "",
    userCity: location.userCity ?? "",
    regionCode: location.regionCode ?? "",
    countryCode: location.countryCode ?? "",
    highlyActiveUser: input.sessionCount >= HIGHLY_ACTIVE_SESSIONS,
    staff: isStaff(user?.email, input.staffEmailSuffix),
  };
}
