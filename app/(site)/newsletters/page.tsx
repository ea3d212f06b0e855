import type { Metadata } from "next";
import Link from "next/link";
import { SignupForm } from "@/components/newsletters/signup-form";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { getCurrentUser } from "@/lib/auth/current-user";
import { mayReceive, NEWSLETTERS, offeredNewsletters } from "@/lib/newsletters/catalogue";
import { subscribedIdentifiers } from "@/lib/site/newsletters";
import { firstValue } from "@/lib/site/page-query";

export const metadata: Metadata = {
  title: "Newsletters",
  description: "OpenGround's newsletters: The Daily Ground, Blindspot Report, Burst Your Bubble and Offbeat.",
};
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /newsletters/ (spec §1, §2, §4): the four newsletters, what the reader already receives, and a sign-up
// form offering the rest (Burst Your Bubble only when an e-mail is known).
export default async function NewslettersPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const user = await getCurrentUser();
  const subscribed = user ? await subscribedIdentifiers(user.email) : [];
  const offered = offeredNewsletters({ subscribedIdentifiers: subscribed, emailKnown: Boolean(user?.email), subscriptionStatus: user?.subscriptionStatus ?? null });
  // A signed-in reader whose plan lacks the premium newsletters learns where they come from.
  const premiumMissing = user ? NEWSLETTERS.filter((newsletter) => !mayReceive(newsletter, user.subscriptionStatus)) : [];
  return (
    <section className="max-w-3xl">
      <h1 className="text-2xl font-bold sm:text-3xl">Newsletters</h1>
      <p className="mt-3 text-neutral-600 dark:text-neutral-400">Every story from every side, in your inbox. Free, except Burst Your Bubble, which comes with a subscription.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {NEWSLETTERS.map((newsletter) => {
          const isSubscribed = newsletter.identifiers.some((identifier) => subscribed.includes(identifier));
          return (
            <li key={newsletter.slug} className="rounded border border-neutral-200 p-4 dark:border-neutral-800">
              <h2 className="text-lg font-semibold">
                <Link href={newsletter.link ?? newsletter.previewLink} className={`rounded hover:underline ${FOCUS_RING}`}>
                  {newsletter.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                {newsletter.frequency} · {newsletter.isPremium ? "Premium" : "Free"}
                {isSubscribed ? " · Subscribed" : ""}
              </p>
              <p className="mt-2">{newsletter.description}</p>
              {newsletter.link === null ? (
                <p className="mt-2 text-sm">
                  <Link href={newsletter.previewLink} className={`rounded underline ${FOCUS_RING}`}>
                    Preview the latest issue
                  </Link>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <h2 className="mt-10 text-xl font-semibold">Sign up</h2>
      {offered.length ? (
        <div className="mt-4">
          <SignupForm newsletters={offered} email={user?.email ?? ""} returnTo="/newsletters/" error={firstValue(query.error)?.slice(0, 300) ?? null} done={firstValue(query.done)?.slice(0, 300) ?? null} />
          {!user ? (
            <p className="mt-4 text-sm">
              <Link href="/login?redirectUri=%2Fnewsletters%2F" className={`rounded underline ${FOCUS_RING}`}>
                Sign in
              </Link>{" "}
              to subscribe.
            </p>
          ) : null}
        </div>
      ) : (
        <p className="mt-4">{firstValue(query.done) ?? "You receive every newsletter we offer you."}</p>
      )}
      {premiumMissing.length ? (
        <p className="mt-4 text-sm" data-testid="premium-newsletters-note">
          {premiumMissing.map((newsletter) => newsletter.title).join(", ")} comes with the Premium and Vantage plans.{" "}
          <Link href="/subscribe" className={`rounded underline ${FOCUS_RING}`}>
            See plans
          </Link>
        </p>
      ) : null}
    </section>
  );
}
