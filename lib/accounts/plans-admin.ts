import { isSubscriptionStatus } from "@/lib/billing/entitlements";
import { AppError } from "@/lib/api/errors";
import type { Database } from "@/lib/db";
import { setInstitution, setPlanByHand } from "@/lib/queries/billing";
import { findUserByEmail } from "@/lib/queries/users";

// The operator's hand on plans (issue 21, `npm run plans`): grant a plan until a date, revoke it, or make
// a reader institutional. What it sets counts as the newest state: a later Stripe event still wins only
// if it is newer than the change.

export const GRANTABLE = ["pro", "premium", "vantage", "supporter", "mix"] as const;

export async function grantPlan(db: Database, input: { email: string; plan: string; until: string; now: Date }): Promise<string> {
  const user = await requireUser(db, input.email);
  if (!(GRANTABLE as readonly string[]).includes(input.plan)) throw new AppError("bad_request", `Unknown plan "${input.plan}": use one of ${GRANTABLE.join(", ")}`);
  const until = new Date(/^\d{4}-\d{2}-\d{2}$/.test(input.until) ? `${input.until}T23:59:59Z` : input.until);
  if (Number.isNaN(until.getTime())) throw new AppError("bad_request", `--until "${input.until}" is not a date (YYYY-MM-DD)`);
  if (until <= input.now) throw new AppError("bad_request", `--until ${input.until} is in the past`);
  await setPlanByHand(db, user.id, { subscriptionStatus: input.plan, subscriptionWillRenew: false, subscribedUntil: until }, input.now);
  return `${user.email} now has ${input.plan} until ${until.toISOString()}`;
}

export async function revokePlan(db: Database, input: { email: string; now: Date }): Promise<string> {
  const user = await requireUser(db, input.email);
  await setPlanByHand(db, user.id, { subscriptionStatus: "free", subscriptionWillRenew: false, subscribedUntil: input.now }, input.now);
  await setInstitution(db, user.id, null);
  return `${user.email} is now on the free plan (was ${isSubscriptionStatus(user.subscriptionStatus) ? user.subscriptionStatus : "unknown"})`;
}

/** The icon an institution gets when the operator gives none (public/institution.svg). */
export const DEFAULT_INSTITUTION_ICON = "/institution.svg";

export async function makeInstitutional(db: Database, input: { email: string; name: string; icon?: string; now: Date }): Promise<string> {
  const user = await requireUser(db, input.email);
  const name = input.name.trim();
  if (!name || name.length > 200) throw new AppError("bad_request", "The institution's name must be 1 to 200 characters");
  const icon = input.icon?.trim() || DEFAULT_INSTITUTION_ICON;
  if (icon.length > 500 || !/^(https:\/\/[^\s]+|\/[^/\s][^\s]*)$/.test(icon)) {
    throw new AppError("bad_request", `--icon "${icon}" must be an https:// address or a path on this site such as /institution.svg`);
  }
  await setPlanByHand(db, user.id, { subscriptionStatus: "institutional", subscriptionWillRenew: false, subscribedUntil: null }, input.now);
  await setInstitution(db, user.id, { name, icon });
  return `${user.email} is now institutional (${name}, icon ${icon})`;
}

async function requireUser(db: Database, email: string) {
  const user = await findUserByEmail(db, email.trim());
  if (!user) throw new AppError("not_found", `No account with the e-mail ${email}`);
  return user;
}
