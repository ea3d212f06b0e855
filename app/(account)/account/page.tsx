import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { ClearHistoryButton, DeleteAccountForm, SignOutEverywhereButton } from "@/components/account/account-actions";
import { FollowedInterests } from "@/components/account/followed-interests";
import { requireSession } from "@/components/account/require-reader";
import { SettingsForm } from "@/components/account/settings-form";
import { SignOutButton } from "@/components/account/sign-out-button";
import { TitledSection } from "@/components/account/titled-section";
import { LINK, MUTED_TEXT, SECONDARY_BUTTON } from "@/components/account/ui";
import { GiftBanner } from "@/components/billing/gift-banner";
import { RefreshUserCookie } from "@/components/billing/refresh-user-cookie";
import { TrackOnMount } from "@/components/billing/track-on-mount";
import { paymentsConfigured } from "@/lib/accounts/billing-config";
import { blockedSourceLimit, followLimit } from "@/lib/accounts/limits";
import { CHECKOUT_ERRORS } from "@/lib/accounts/checkout";
import { toAccountUser } from "@/lib/accounts/user";
import { entitlementsFor } from "@/lib/billing/entitlements";
import { GIFT_REMINDER_LINK } from "@/lib/billing/plans";
import { initialSelection } from "@/lib/client/bias-colours";
import { giftBannerVisible, parsePersonalization, PERSONALIZATION_COOKIE } from "@/lib/client/personalization";
import { getDb } from "@/lib/db";
import { EDITIONS } from "@/lib/editions";
import { getEnv } from "@/lib/env";
import { vapidFromEnv } from "@/lib/notifications/vapid";
import { DEFAULT_DAILY_TIME, pushLevel } from "@/lib/notifications/rules";
import { recentReads } from "@/lib/queries/personal-reads";
import { listUserSessions } from "@/lib/queries/sessions";
import { getReaderContext } from "@/lib/site/reader-context";
import { describeUserAgent, subscriptionLabel } from "./account-text";

export const metadata: Metadata = {
  title: "Account",
  description: "Your OpenGround account and settings.",
  robots: { index: false },
};

const HISTORY_SHOWN = 20;
const DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

function timeZones(current: string | null): string[] {
  const zones = new Set(Intl.supportedValuesOf("timeZone"));
  zones.add("UTC");
  if (current) zones.add(current);
  return [...zones].sort();
}

// /account (spec §2, issue 5): profile, the settings of spec §3, reading history, sessions, the
// subscription, newsletters, and the reader's data (export, delete).
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One-line notices after the account mail flows land here (issue 20). */
function noticeOf(query: Record<string, string | string[] | undefined>): string | null {
  if (query.verified) return "Thanks: your address is confirmed.";
  if (query.passwordReset) return "Your new password is saved. You are signed out everywhere else.";
  if (query.verificationSent) return "We sent a new confirmation link. Check your inbox.";
  return typeof query.notice === "string" ? query.notice.slice(0, 200) : null;
}

export default async function AccountPage({ searchParams }: { searchParams: SearchParams }) {
  const now = new Date();
  const params = await searchParams;
  // The gift banner stays closed once the reader closes it (spec §3 personalization cookie, giftBannerVisible).
  const giftBannerShown = giftBannerVisible(parsePersonalization((await cookies()).get(PERSONALIZATION_COOKIE)?.value));
  const notice = noticeOf(params);
  const session = await requireSession("/account", now);
  const row = session.user;
  const user = toAccountUser(row, now);
  const db = await getDb();
  const [sessions, reads, reader] = await Promise.all([listUserSessions(db, row.id, now), recentReads(db, { userId: row.id, limit: HISTORY_SHOWN }), getReaderContext()]);
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          {user.avatar ? <img src={user.avatar} alt="" width={56} height={56} className="h-14 w-14 rounded-full object-cover" /> : null}
          <div>
            <h1 className="text-2xl font-bold sm:text-3xl">Your account</h1>
            <p className={MUTED_TEXT}>
              {user.fullname ? `${user.fullname} · ` : ""}
              {user.email}
            </p>
          </div>
        </div>
        <SignOutButton />
      </div>
      <nav aria-label="Your pages" className="flex flex-wrap gap-4 text-sm">
        <Link href="/my" className={LINK}>For You</Link>
        <Link href="/my-news-bias" className={LINK}>My News Bias</Link>
        <Link href="/year-in-review" className={LINK}>Year in review</Link>
        <Link href="/onboarding?next=%2Faccount" className={LINK}>Change what you follow</Link>
      </nav>
      {notice ? (
        <p role="status" className="rounded border border-green-700 bg-green-50 px-3 py-2 text-green-900 dark:bg-green-950 dark:text-green-100">
          {notice}
        </p>
      ) : null}
      <TitledSection id="account-email" title="Email">
        {row.emailVerifiedAt ? (
          <p>Your address {user.email} is confirmed.</p>
        ) : (
          <form method="post" action="/api/auth/resend-verification" className="flex flex-wrap items-center gap-4">
            <p>Your address is not confirmed yet: confirm it to receive newsletters.</p>
            <button type="submit" className={SECONDARY_BUTTON}>
              Send the confirmation link again
            </button>
          </form>
        )}
      </TitledSection>
      <TitledSection id="account-subscription" title="Subscription">
        <p>
          Plan: <strong>{subscriptionLabel(user.subscriptionStatus)}</strong>
          {user.subscribedUntil ? ` · ${user.subscriptionWillRenew ? "renews" : "ends"} on ${DATE.format(new Date(user.subscribedUntil))} UTC` : ""}
        </p>
        {row.institutionalUser && row.institutionName ? (
          <p className="mt-2 flex items-center gap-2" data-testid="account-institution">
            {row.institutionIcon ? <img src={row.institutionIcon} alt="" width={24} height={24} className="h-6 w-6" /> : null}
            <span>
              Your access comes from <strong>{row.institutionName}</strong>.
            </span>
          </p>
        ) : null}
        <p className="mt-2" data-testid="plan-limits">
          Your plan lets you follow up to {followLimit(row.subscriptionStatus)} topics and {followLimit(row.subscriptionStatus)} sources, and block up to{" "}
          {blockedSourceLimit(row.subscriptionStatus)} sources.{entitlementsFor(row.subscriptionStatus).showLess ? " You can also ask to see less of a topic." : ""}
        </p>
        {params.checkout === "success" ? (
          <p role="status" className="mt-2">
            <TrackOnMount event="Subscription-Success" props={{ plan: typeof params.plan === "string" ? params.plan : "" }} />
            <RefreshUserCookie />
            Thank you for subscribing. Your plan shows here as soon as Stripe confirms the payment, usually within seconds: reload the page if it
            does not yet.
          </p>
        ) : null}
        {entitlementsFor(row.subscriptionStatus).giftSubscriptions && paymentsConfigured() && giftBannerShown ? (
          <GiftBanner href={GIFT_REMINDER_LINK} />
        ) : null}
        {params.gift === "redeemed" ? (
          <p role="status" className="mt-2">
            <RefreshUserCookie />
            Your gift is redeemed: enjoy a year of Vantage.
          </p>
        ) : null}
        {params.error === "stripe_failed" ? <p role="alert" className="mt-2 text-red-700 dark:text-red-400">{CHECKOUT_ERRORS.stripe_failed}</p> : null}
        <p className="mt-2 flex flex-wrap items-center gap-4">
          <Link href="/subscribe" className={LINK}>{entitlementsFor(user.subscriptionStatus).canUpgrade ? "Upgrade your plan" : "See plans"}</Link>
          {row.stripeCustomerId && paymentsConfigured() ? (
            <form method="post" action="/api/billing/portal">
              <button type="submit" className={LINK}>Manage billing (card, cancellation)</button>
            </form>
          ) : null}
          <Link href="/gift/redeem" className={LINK}>Redeem a gift</Link>
          <Link href="/newsletters" className={LINK}>Newsletters</Link>
        </p>
      </TitledSection>
      <TitledSection id="account-interests" title="Interests you follow">
        <FollowedInterests />
      </TitledSection>
      <TitledSection id="account-settings" title="Settings">
        <SettingsForm
          initial={{
            username: row.username ?? row.fullname ?? "",
            imageMode: user.imageMode,
            topFeedEdition: user.topFeedEdition ?? reader.edition,
            colourScheme: initialSelection(user.leftColor),
            timeZoneId: user.timeZoneId ?? "",
            pnLevel: pushLevel(row.pnLevel),
            pnSound: row.pnSound ?? true,
            pnDailyTime: row.pnDailyTime ?? DEFAULT_DAILY_TIME,
          }}
          pushAvailable={vapidFromEnv(getEnv()) !== null}
          editions={EDITIONS.map((edition) => ({ id: edition.id, name: edition.name }))}
          timeZones={timeZones(user.timeZoneId)}
        />
      </TitledSection>
      <TitledSection id="account-history" title="Reading history">
        {reads.length ? (
          <ol aria-label="Stories you read recently" className="mb-4 list-none space-y-2 p-0">
            {reads.map((read) => (
              <li key={read.id} className="flex flex-wrap justify-between gap-2">
                <Link href={`/article/${read.storyId}`} className={`${LINK} font-normal`}>
                  {read.title}
                </Link>
                <span className={`text-sm ${MUTED_TEXT}`}>
                  {read.outletName ? `${read.outletName} · ` : ""}
                  <time dateTime={read.readAt.toISOString()}>{DATE.format(read.readAt)} UTC</time>
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className={`mb-4 ${MUTED_TEXT}`}>Nothing yet. Stories you open while signed in appear here and shape My News Bias.</p>
        )}
        <ClearHistoryButton disabled={reads.length === 0} />
      </TitledSection>
      <TitledSection id="account-sessions" title="Where you are signed in">
        <ul className="mb-4 list-none space-y-2 p-0">
          {sessions.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-2">
              <span>
                {describeUserAgent(entry.userAgent)}
                {entry.id === session.sessionId ? <strong> (this browser)</strong> : null}
              </span>
              <span className={`text-sm ${MUTED_TEXT}`}>Last active {DATE.format(entry.lastSeenAt)} UTC</span>
            </li>
          ))}
        </ul>
        <SignOutEverywhereButton />
      </TitledSection>
      <TitledSection id="account-data" title="Your data">
        <p className="mb-4">
          <a href="/v04/personal/export" download className={LINK}>
            Export my data
          </a>{" "}
          <span className={MUTED_TEXT}>(a JSON file: your account, follows and reading history)</span>
        </p>
        <DeleteAccountForm hasPassword={row.passwordHash !== null} email={user.email} />
      </TitledSection>
    </div>
  );
}
