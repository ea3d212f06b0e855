import type { CSSProperties } from "react";
import { BiasScheme } from "@/components/feed/bias-scheme";
import { EmptyFeed } from "@/components/feed/empty-feed";
import { FollowButton } from "@/components/feed/follow-button";
import { InterestFollowControl } from "@/components/feed/interest-follow-control";
import { PagedStories } from "@/components/feed/paged-stories";
import { InterestChips } from "@/components/story/related-interests";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { paymentsConfigured } from "@/lib/accounts/billing-config";
import { getDb } from "@/lib/db";
import type { InterestRow } from "@/lib/queries/story-reads";
import { isFollowingInterest } from "@/lib/queries/site-feeds";
import { cachedFeedCards, cachedRelatedInterests } from "@/lib/site/cached-feeds";
import { interestKindLabel } from "@/lib/site/interest-kind";
import type { Paging } from "@/lib/site/paging";

async function FollowControl({ interestId, interestName, userId }: { interestId: number; interestName: string; userId: number | null }) {
  const loginHref = `/login?redirectUri=${encodeURIComponent(`/interest/${interestId}`)}`;
  // The cached page (issue 28): the same HTML for every reader; a signed-in reader's state is fetched in the browser.
  if (userId === null) return <InterestFollowControl interestId={interestId} interestName={interestName} plansOffered={paymentsConfigured()} />;
  const following = await isFollowingInterest(await getDb(), userId, interestId);
  return <FollowButton interestId={interestId} interestName={interestName} initiallyFollowing={following} loginHref={loginHref} plansOffered={paymentsConfigured()} />;
}

/**
 * /interest/{id} (spec §2, issue 4): the interest's stories, its kind, a follow button, related
 * interests. Shared by the per-request page (?page= / ?limit=: a signed-in reader's follow state read
 * here) and /interest-view/{scheme}/{id}, the cached page every other reader, signed in or not, is
 * rewritten to (userId null: the follow state is the browser's, components/feed/interest-follow-control).
 */
export async function InterestPageBody(props: {
  interest: InterestRow;
  userId: number | null;
  paging: Paging;
  biasStyle: CSSProperties;
}) {
  const { interest } = props;
  const [feed, related] = await Promise.all([cachedFeedCards({ kind: "interest", interestId: interest.id }), cachedRelatedInterests(interest.id)]);
  const kind = interestKindLabel(interest.kind);
  return (
    <BiasScheme style={props.biasStyle}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-neutral-700 uppercase dark:text-neutral-300">{kind}</p>
          <h1 className="text-2xl font-bold sm:text-3xl">{interest.name}</h1>
          <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
            <a href={`/rss/interest/${interest.id}.xml`} className={`rounded underline ${FOCUS_RING}`}>
              RSS feed of {interest.name}
            </a>
          </p>
        </div>
        <FollowControl interestId={interest.id} interestName={interest.name} userId={props.userId} />
      </div>
      {/* Issue 22's interest-page nudge, drawn after first paint by components/popups/popup-host.tsx. */}
      <div data-popup-slot="interest" data-interest-name={interest.name} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_16rem]">
        <section aria-labelledby="interest-stories">
          <h2 id="interest-stories" className="sr-only">
            Stories about {interest.name}
          </h2>
          {feed.cards.length === 0 ? (
            <EmptyFeed title={`No recent stories about ${interest.name}`}>
              <p>Nothing in the last 30 days mentions {interest.name}. Follow it to see its next stories in For You.</p>
            </EmptyFeed>
          ) : (
            <PagedStories
              cards={feed.cards}
              paging={props.paging}
              path={`/interest/${interest.id}`}
              apiQuery={`feed=interest:${interest.id}`}
              label={`Stories about ${interest.name}`}
              now={Date.now()}
            />
          )}
        </section>
        <aside aria-labelledby="related-interests">
          <h2 id="related-interests" className="text-lg font-semibold">
            Related
          </h2>
          {related.length === 0 ? (
            <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">No related interests yet.</p>
          ) : (
            <InterestChips interests={related} />
          )}
        </aside>
      </div>
    </BiasScheme>
  );
}
