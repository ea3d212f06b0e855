// The periods My News Bias looks back over (issue 5: "over the last week / month / year", ?period=).
// Pure: the clock comes in.

export const PROFILE_PERIODS = ["week", "month", "year"] as const;
export type ProfilePeriod = (typeof PROFILE_PERIODS)[number];
export const DEFAULT_PROFILE_PERIOD: ProfilePeriod = "month";

const DAY_MS = 24 * 3_600_000;
const PERIOD_DAYS: Record<ProfilePeriod, number> = { week: 7, month: 30, year: 365 };

export const PERIOD_LABELS: Record<ProfilePeriod, string> = { week: "Last 7 days", month: "Last 30 days", year: "Last 12 months" };

/** A search parameter as a period; anything else (absent, repeated, unknown) is the default. */
export function parseProfilePeriod(value: unknown): ProfilePeriod {
  const first = Array.isArray(value) ? value[0] : value;
  return (PROFILE_PERIODS as readonly unknown[]).includes(first) ? (first as ProfilePeriod) : DEFAULT_PROFILE_PERIOD;
}

export function periodStart(period: ProfilePeriod, now: Date): Date {
  return new Date(now.getTime() - PERIOD_DAYS[period] * DAY_MS);
}
