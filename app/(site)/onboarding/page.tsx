import type { Metadata } from "next";
import { requireReader } from "@/components/account/require-reader";
import { OnboardingFlow } from "@/components/onboarding/onboarding-flow";
import { billingConfig, paymentsConfigured } from "@/lib/accounts/billing-config";
import { getDb } from "@/lib/db";
import { EDITIONS } from "@/lib/editions";
import { TOPICS } from "@/lib/news/interests/taxonomy";
import { afterOnboarding } from "@/lib/personal/onboarding-path";
import { listPersonas } from "@/lib/personas";
import { listInterestsByRelation } from "@/lib/queries/follows";
import { ensureTopicInterests } from "@/lib/queries/personal-topics";
import { getReaderContext } from "@/lib/site/reader-context";
import { COUNTRY_OPTIONS, regionOptions } from "@/lib/site/places";

export const metadata: Metadata = {
  title: "Welcome",
  description: "Choose what OpenGround shows you.",
  robots: { index: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The free plan follows at most 15 interests (lib/accounts/limits.ts); one page of 100 shows any plan's start. */
const FOLLOWED_SHOWN = 100;

// /onboarding (issue 5, spec §2 "onboarding"): where a new account lands after registering; any
// signed-in reader may come back to it from For You to change what they follow.
export default async function OnboardingPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const next = afterOnboarding(query.next);
  const user = await requireReader(`/onboarding?next=${encodeURIComponent(next)}`);
  const db = await getDb();
  // The follow call accepts only interests that exist; the engine adds a topic only once a story has it.
  await ensureTopicInterests(db, TOPICS);
  const [followed, reader] = await Promise.all([
    listInterestsByRelation(db, { userId: user.id, relation: "follow", limit: FOLLOWED_SHOWN, offset: 0 }),
    getReaderContext(),
  ]);
  const place = user.localNews.localIsManual ? user.localNews.localPlace : null;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold sm:text-3xl">Make OpenGround yours</h1>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">Four quick steps; everything can be changed later from your account.</p>
      <div className="mt-6">
        <OnboardingFlow
          personas={listPersonas()}
          topics={TOPICS.map((topic) => ({ id: topic.id, name: topic.name }))}
          followedInterests={followed.map((interest) => ({ id: interest.id, name: interest.name, kind: interest.kind }))}
          editions={EDITIONS.map((edition) => ({ id: edition.id, name: edition.name, description: edition.description }))}
          edition={user.topFeedEdition ?? reader.edition}
          local={{
            countries: COUNTRY_OPTIONS,
            regions: { US: regionOptions("US"), CA: regionOptions("CA") },
            initial: place?.countryCode ? { countryCode: place.countryCode, regionCode: place.regionCode } : null,
          }}
          next={next}
          trial={{
            subscriptionStatus: user.subscriptionStatus,
            trialStart: user.trialStart,
            trialDays: billingConfig().trialDays,
            paymentsConfigured: paymentsConfigured(),
          }}
        />
      </div>
    </div>
  );
}
