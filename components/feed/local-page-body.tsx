import type { CSSProperties } from "react";
import { setLocalPlace } from "@/app/(site)/local/actions";
import { BiasScheme } from "@/components/feed/bias-scheme";
import { EmptyFeed } from "@/components/feed/empty-feed";
import { LocalPlaceForm } from "@/components/feed/local-place-form";
import { PagedStories } from "@/components/feed/paged-stories";
import { cachedFeedCards } from "@/lib/site/cached-feeds";
import { describePlace, localFilterFor } from "@/lib/site/local-place";
import type { ChosenLocalPlace, LocalPlaceSource } from "@/lib/site/local-routing";
import type { Paging } from "@/lib/site/paging";

export const LOCAL_PAGE_METADATA = {
  title: "Local news",
  description: "Stories about your state, province or country, each compared across outlets of every political lean.",
  path: "/local",
};

const SOURCE_TEXT: Record<LocalPlaceSource, string> = {
  account: "the place saved in your account",
  cookie: "the place you set",
  location: "your approximate location",
};

/**
 * /local (spec §2, issue 4): stories about the reader's place; in the US and Canada the state or
 * province, elsewhere the country (spec §5). Shared by the per-request page (?page= / ?limit=, the form's
 * ?error=, `next start` without the web process) and /local-view/{scheme}/{place}/{source}, the cached
 * page per place every other reader gets (issue 28).
 */
export async function LocalPageBody(props: { local: ChosenLocalPlace | null; paging: Paging; biasStyle: CSSProperties; placeError?: boolean }) {
  const { local } = props;
  const filter = local ? localFilterFor(local.place) : null;
  const feed = filter ? await cachedFeedCards(filter) : null;
  const placeName = local ? describePlace(local.place) : null;
  const apiQuery = filter ? `feed=local&country=${filter.countryCode}${filter.regionCode ? `&region=${filter.regionCode}` : ""}` : "";
  return (
    <BiasScheme style={props.biasStyle}>
      <h1 className="text-2xl font-bold sm:text-3xl">Local news</h1>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">
        {local && placeName ? (
          <>
            Stories about <strong>{placeName}</strong>, from {SOURCE_TEXT[local.source]}.
          </>
        ) : (
          "We could not tell where you are. Set your place below to see the stories about it."
        )}
      </p>
      <section aria-labelledby="local-place-heading" className="mt-4 rounded-lg border border-neutral-200 p-4 dark:border-neutral-800">
        <h2 id="local-place-heading" className="mb-3 font-semibold">
          {local ? "Change your place" : "Set your place"}
        </h2>
        {props.placeError ? (
          <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
            Please choose a country from the list.
          </p>
        ) : null}
        <LocalPlaceForm action={setLocalPlace} current={local?.place ?? null} canClear={local?.source === "cookie"} />
        <p className="mt-3 text-xs text-neutral-700 dark:text-neutral-300">
          In the United States and Canada local news follows your state or province; elsewhere, your country. The place is
          kept in a cookie on this device for a year.
        </p>
      </section>
      <div className="mt-6">
        {!feed || !placeName ? (
          <EmptyFeed title="Where should local news be about?">
            <p>
              Your location could not be found from your connection (a private network, a VPN or a proxy hides it). Choose
              your country, and in the US or Canada your state or province, with the form above.
            </p>
          </EmptyFeed>
        ) : feed.cards.length === 0 ? (
          <EmptyFeed title={`No recent stories about ${placeName}`}>
            <p>
              None of the stories of the last two weeks mention a place in {placeName}. Try a larger area (the whole country)
              or another place with the form above.
            </p>
          </EmptyFeed>
        ) : (
          <PagedStories cards={feed.cards} paging={props.paging} path="/local" apiQuery={apiQuery} label={`Stories about ${placeName}`} now={Date.now()} />
        )}
      </div>
    </BiasScheme>
  );
}
