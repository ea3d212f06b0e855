import Link from "next/link";
import { TitledSection } from "@/components/account/titled-section";
import { LINK, MUTED_TEXT } from "@/components/account/ui";
import { RankedBars, topInterestBars, topOutletBars } from "@/components/bias-profile/ranked-bars";
import { SideMixBar } from "@/components/bias-profile/side-mix-bar";
import { EmptyFeed } from "@/components/feed/empty-feed";
import type { YearInReviewLevel } from "@/lib/billing/entitlements";
import { SIDE_LABELS } from "@/lib/news/bias-labels";
import type { Side } from "@/lib/news/bias-scale";
import { yearInReviewSections } from "@/lib/personal/year-in-review";
import type { YearInReviewData } from "@/lib/site/year-in-review";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const SIDES: readonly Side[] = ["left", "center", "right"];
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the next levels add, named for the reader (issue 22); linked to /subscribe only when payments work. */
function Upsell({ level, subscribeLink }: { level: YearInReviewLevel; subscribeLink: boolean }) {
  if (level >= 3 || !subscribeLink) return null;
  return (
    <aside aria-label="More in your year in review" className="mt-6 rounded-lg border border-dashed border-neutral-300 p-5 dark:border-neutral-700">
      <ul className="list-disc space-y-1 pl-5">
        {level < 2 ? <li>Pro and Premium add the sources and topics you read most and the blindspots you read.</li> : null}
        <li>Mix, Supporter, Vantage and institutional plans add your month-by-month mix and how it compares with all readers.</li>
      </ul>
      <p className="mt-3">
        <Link href="/subscribe" className={LINK}>See the plans</Link>
      </p>
    </aside>
  );
}

/**
 * The reader's year (issue 22), as much of it as their level shows: the page of the reader and its
 * public link both draw it. `subscribeLink` is false on the public link and when payments are off.
 */
export function YearView({ data, level, subscribeLink, owner }: { data: YearInReviewData; level: YearInReviewLevel; subscribeLink: boolean; owner: "you" | "reader" }) {
  const { review } = data;
  const show = yearInReviewSections(level);
  const you = owner === "you";
  if (review.readCount === 0) {
    return (
      <EmptyFeed title={`Nothing read yet in ${review.year}`}>
        {you ? (
          <p>
            Your year starts with the first story you open. Read a few from the <Link href="/" className={LINK}>top news</Link> while signed in,
            and this page will tell you how your year looks.
          </p>
        ) : (
          <p>This reader has not read anything on OpenGround this year yet.</p>
        )}
      </EmptyFeed>
    );
  }
  return (
    <>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <TitledSection id="yir-totals" title={you ? "What you read" : "What they read"}>
          <dl className="grid grid-cols-2 gap-4">
            <div>
              <dt className={MUTED_TEXT}>Stories read</dt>
              <dd data-testid="yir-stories" className="text-3xl font-bold">{review.storyCount}</dd>
            </div>
            <div>
              <dt className={MUTED_TEXT}>Articles read</dt>
              <dd data-testid="yir-articles" className="text-3xl font-bold">{review.articleCount}</dd>
            </div>
          </dl>
        </TitledSection>
        <TitledSection id="yir-mix" title="Left, centre and right">
          <SideMixBar sides={review.sides} />
          <p className={`mt-3 text-sm ${MUTED_TEXT}`}>A story opened counts toward every source that covered it; an article, toward its source.</p>
        </TitledSection>
        {show.outletsTopicsBlindspots ? (
          <>
            <TitledSection id="yir-outlets" title="Sources read most">
              <RankedBars
                label="Sources read most"
                bars={topOutletBars(review.topOutlets)}
              />
            </TitledSection>
            <TitledSection id="yir-topics" title="Topics read most">
              {review.topInterests.length ? (
                <RankedBars
                  label="Topics read most"
                  bars={topInterestBars(review.topInterests, data.interestNames)}
                />
              ) : (
                <p className={MUTED_TEXT}>The stories read have no topics yet.</p>
              )}
            </TitledSection>
            <TitledSection id="yir-blindspots" title="Blindspots read">
              <p>{review.blindspotCount ? `${plural(review.blindspotCount, "blindspot story", "blindspot stories")}: stories one side barely covered.` : "No blindspot story this year: stories one side barely covers are on the Blindspot page."}</p>
              {review.blindspots.length ? (
                <ul className="mt-3 list-disc space-y-1 pl-5">
                  {review.blindspots.map((story) => (
                    <li key={story.storyId}>
                      <Link href={`/article/${story.storyId}`} className={LINK}>{story.title}</Link>{" "}
                      <span className={MUTED_TEXT}>(barely covered by the {SIDE_LABELS[story.blindspotFor].toLowerCase()})</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </TitledSection>
          </>
        ) : null}
      </div>
      {show.monthsAndComparison ? (
        <div className="mt-6 grid gap-6">
          <TitledSection id="yir-months" title="Month by month">
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="py-1 pr-4">Month</th>
                    <th scope="col" className="py-1 pr-4">Stories</th>
                    {SIDES.map((side) => (
                      <th key={side} scope="col" className="py-1 pr-4">{SIDE_LABELS[side]}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {review.months.filter((month) => month.storyCount > 0).map((month) => (
                    <tr key={month.month} className="border-t border-neutral-200 dark:border-neutral-800">
                      <th scope="row" className="py-1 pr-4 font-semibold">{MONTHS[month.month - 1]}</th>
                      <td className="py-1 pr-4">{month.storyCount}</td>
                      {SIDES.map((side) => (
                        <td key={side} className="py-1 pr-4">{month.sides[side]}%</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </TitledSection>
          <TitledSection id="yir-comparison" title="Compared with all readers">
            {review.comparison ? (
              <div className="grid gap-4 sm:grid-cols-2">
                <div>
                  <h3 className="mb-2 font-semibold">{you ? "You" : "This reader"}</h3>
                  <SideMixBar sides={review.sides} />
                </div>
                <div>
                  <h3 className="mb-2 font-semibold">All readers</h3>
                  <SideMixBar sides={review.comparison.everyone} />
                </div>
              </div>
            ) : (
              <p className={MUTED_TEXT}>None of the sources read this year has a rating yet, so there is nothing to compare.</p>
            )}
          </TitledSection>
        </div>
      ) : null}
      {you ? <Upsell level={level} subscribeLink={subscribeLink} /> : null}
    </>
  );
}
