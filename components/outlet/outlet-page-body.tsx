import type { CSSProperties, ReactNode } from "react";
import Link from "next/link";
import { BiasScheme } from "@/components/feed/bias-scheme";
import { EditionOutletCounts } from "@/components/outlet/edition-outlet-counts";
import { LeftOutRatings } from "@/components/outlet/left-out-ratings";
import { OutletMonogram } from "@/components/outlet/outlet-monogram";
import { OutletStoryList } from "@/components/outlet/outlet-story-list";
import { RatingList } from "@/components/outlet/rating-list";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { EDITIONS } from "@/lib/editions";
import { outletById } from "@/lib/outlets";
import type { OutletProfile, OutletRating } from "@/lib/queries/outlet-pages";
import { cachedEditionOutletCounts, cachedOutletStories } from "@/lib/site/outlet-cache";
import { countryName, factualityBasis, ratingsOfKind } from "@/lib/site/outlet-facts";
import { BIAS_LABELS, factualityLabel, ownershipLabel } from "@/lib/news/bias-labels";
import { formatUtcTime } from "@/lib/site/story-coverage";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-neutral-700 dark:text-neutral-300">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** One kind of rating: the outlet's value, how it was derived (with the rule's link) and each rater's label. */
function RatingSection(props: { kind: "bias" | "factuality"; title: string; basis: string; ratings: readonly OutletRating[]; empty: string }) {
  const headingId = `outlet-${props.kind}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {props.title}
      </h2>
      <p className="mt-1 text-sm">
        <span className="font-semibold">How it was derived:</span> {props.basis}{" "}
        <Link href={`/about/ratings#${props.kind}`} className={`rounded underline ${FOCUS_RING}`}>
          The rule
        </Link>
      </p>
      <RatingList ratings={ratingsOfKind(props.ratings, props.kind)} empty={props.empty} />
    </section>
  );
}

/**
 * /outlet/{id} (issue 4): one outlet's ratings with their raters and dates, owner, feeds and recent
 * stories. Shared by the per-request page (a signed-in reader) and /outlet-view/{scheme}/{id}, the cached
 * page every other reader is rewritten to.
 */
export async function OutletPageBody({ outlet, biasStyle }: { outlet: OutletProfile; biasStyle: CSSProperties }) {
  const [stories, perEdition] = await Promise.all([cachedOutletStories(outlet.id), cachedEditionOutletCounts()]);
  const editionNames = outlet.editions.map((id) => EDITIONS.find((edition) => edition.id === id)?.name ?? id);
  // The registry records where its owner facts come from and which ratings it left out; the outlets
  // table keeps neither.
  const registered = outlet.managedBy === "registry" ? outletById(outlet.id) : undefined;
  const ownershipSource = registered?.ownershipSource;
  const leftOut = registered?.leftOutRatings ?? [];
  const ownEditions = perEdition.filter((row) => outlet.editions.includes(row.edition));
  return (
    <BiasScheme style={biasStyle}>
      <header className="flex items-center gap-4">
        <OutletMonogram logo={outlet.logo} borderColour={outlet.borderColour} name={outlet.name} size="lg" />
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{outlet.name}</h1>
          <p className="text-neutral-700 dark:text-neutral-300">
            {BIAS_LABELS[outlet.bias]} · {countryName(outlet.country)}
          </p>
        </div>
      </header>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-8">
          <RatingSection
            kind="bias"
            title={`Bias: ${BIAS_LABELS[outlet.bias]}`}
            basis={outlet.biasBasis || "Not rated."}
            ratings={outlet.ratings}
            empty="No rater has placed this outlet on the left–right scale yet."
          />
          <RatingSection
            kind="factuality"
            title={`Factuality: ${factualityLabel(outlet.factuality)}`}
            basis={factualityBasis(outlet.ratings)}
            ratings={outlet.ratings}
            empty="No factuality rating yet."
          />
          {leftOut.length > 0 ? (
            <section aria-labelledby="outlet-left-out">
              <h2 id="outlet-left-out" className="text-lg font-semibold">
                Ratings left out
              </h2>
              <p className="mt-1 text-sm">The raters&apos; data hold these ratings too; they are not used, for the reason given.</p>
              <LeftOutRatings entries={leftOut.map((rating) => ({ rating }))} />
            </section>
          ) : null}
          {ownEditions.length > 0 ? (
            <section aria-labelledby="outlet-editions">
              <h2 id="outlet-editions" className="text-lg font-semibold">
                Compared with
              </h2>
              <p className="mt-1 text-sm">
                {outlet.name}&apos;s stories are compared with those of the other outlets we read in its editions:
              </p>
              <div className="mt-2">
                <EditionOutletCounts rows={ownEditions} caption={`Outlets we read in ${outlet.name}'s editions, per side`} />
              </div>
            </section>
          ) : null}

          <section aria-labelledby="outlet-stories">
            <h2 id="outlet-stories" className="text-lg font-semibold">
              Recent stories with {outlet.name}
            </h2>
            {stories.length === 0 ? (
              <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
                None yet: no article from {outlet.name} has been grouped into a story. Stories appear here as the engine reads its feeds.
              </p>
            ) : (
              <OutletStoryList stories={stories} outletName={outlet.name} />
            )}
          </section>
        </div>

        <aside aria-labelledby="outlet-facts" className="space-y-6">
          <section className="rounded-lg border border-neutral-200 p-4 dark:border-neutral-800">
            <h2 id="outlet-facts" className="text-lg font-semibold">
              About {outlet.name}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <Fact term="Country">{countryName(outlet.country)}</Fact>
              <Fact term="Editions">{editionNames.join(", ")}</Fact>
              <Fact term="Website">{outlet.domains.join(", ")}</Fact>
              <Fact term="Owner">{outlet.owner ?? "Not known"}</Fact>
              <Fact term="Ownership">{ownershipLabel(outlet.ownershipType)}</Fact>
              {ownershipSource ? <Fact term="Owner source">{ownershipSource}</Fact> : null}
              <Fact term="Paywall">{outlet.paywall ? "Yes: some articles need a subscription" : "No"}</Fact>
            </dl>
          </section>
          <section aria-labelledby="outlet-feeds" className="rounded-lg border border-neutral-200 p-4 dark:border-neutral-800">
            <h2 id="outlet-feeds" className="text-lg font-semibold">
              Feeds we read
            </h2>
            {outlet.feeds.length === 0 ? (
              <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">No feed is registered for this outlet.</p>
            ) : (
              <ul className="mt-2 space-y-2 text-sm">
                {outlet.feeds.map((feed) => (
                  <li key={feed.url} className="break-all">
                    <span className="font-mono text-xs">{feed.url}</span>
                    <br />
                    <span className="text-neutral-700 dark:text-neutral-300">
                      {!feed.enabled
                        ? "Disabled"
                        : feed.lastSuccessAt
                          ? `Last read ${formatUtcTime(feed.lastSuccessAt)}${feed.errorCount > 0 ? `; the last ${feed.errorCount === 1 ? "attempt" : `${feed.errorCount} attempts`} failed` : ""}`
                          : "Not read yet"}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </div>
    </BiasScheme>
  );
}
