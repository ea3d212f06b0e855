import { paymentsConfigured } from "@/lib/accounts/billing-config";
import type { FeedCard } from "@/lib/site/feed-card";
import { nextPageHref, pageWindow, type Paging } from "@/lib/site/paging";
import { LoadMore } from "./load-more";
import { StoryList } from "./story-list";

// The first `paging.page` pages of a feed, server-rendered, with the "Load more" island below them.
export function PagedStories(props: {
  cards: readonly FeedCard[];
  paging: Paging;
  /** The page's path and the query parameters its next-page link keeps (e.g. { side: "left" }). */
  path: string;
  params?: Record<string, string | undefined>;
  /** Query for /v04/stories/more naming the feed: "feed=top-us", "feed=local&country=US&region=TX". */
  apiQuery: string;
  label: string;
  now: number;
}) {
  const { shown, hasMore } = pageWindow(props.cards, props.paging);
  return (
    <>
      <StoryList cards={shown} now={props.now} label={props.label} />
      {hasMore ? (
        <LoadMore
          href={nextPageHref(props.path, props.params ?? {}, props.paging)}
          apiQuery={props.apiQuery}
          offset={shown.length}
          perPage={props.paging.perPage}
          label={props.label}
          plansOffered={paymentsConfigured()}
        />
      ) : null}
    </>
  );
}
