import type { Metadata } from "next";
import { requireReader } from "@/components/account/require-reader";
import { MUTED_TEXT, PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/account/ui";
import { BiasScheme } from "@/components/feed/bias-scheme";
import { YearView } from "@/components/year-in-review/year-view";
import { paymentsConfigured } from "@/lib/accounts/billing-config";
import { entitlementsFor } from "@/lib/billing/entitlements";
import { getDb } from "@/lib/db";
import { yearInReviewSections } from "@/lib/personal/year-in-review";
import { yearInReviewShareOf } from "@/lib/queries/year-in-review";
import { getReaderContext } from "@/lib/site/reader-context";
import { loadYearInReview } from "@/lib/site/year-in-review";
import { setYearInReviewSharing } from "./actions";

export const metadata: Metadata = {
  title: "Your year in review",
  description: "The stories and sources you read this year, and the lean of it all.",
  robots: { index: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /year-in-review (issue 22, spec §1 and §6): the signed-in reader's year, as much as their plan's level
// shows; the public link they can switch on and off.
export default async function YearInReviewPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireReader("/year-in-review");
  const db = await getDb();
  const level = entitlementsFor(user.subscriptionStatus).yearInReviewLevel;
  const compare = yearInReviewSections(level).monthsAndComparison;
  const [data, slug, reader, params] = await Promise.all([loadYearInReview(db, user.id, new Date(), { compare, timeZoneId: user.timeZoneId }), yearInReviewShareOf(db, user.id), getReaderContext(), searchParams]);
  const notice = params.shared === "on" ? "Your year in review is shared: anyone with the link can see it." : params.shared === "off" ? "Sharing is off: the old link no longer works." : null;
  return (
    <BiasScheme style={reader.biasStyle}>
      <h1 className="text-2xl font-bold sm:text-3xl">Your {data.review.year} in review</h1>
      <p className={`mt-1 ${MUTED_TEXT}`}>Everything you read on OpenGround since 1 January, while signed in.</p>
      {notice ? (
        <p role="status" className="mt-4 rounded border border-green-700 bg-green-50 px-3 py-2 text-green-900 dark:bg-green-950 dark:text-green-100">
          {notice}
        </p>
      ) : null}
      <YearView data={data} level={level} subscribeLink={paymentsConfigured()} owner="you" />
      <section aria-labelledby="yir-share" className="mt-8">
        <h2 id="yir-share" className="text-lg font-semibold">Share your year</h2>
        <form action={setYearInReviewSharing} className="mt-2 flex flex-wrap items-center gap-3">
          {slug ? (
            <>
              <p>
                Public link: <a href={`/year-in-review/${slug}`} data-testid="yir-public-link" className="font-semibold underline underline-offset-2">/year-in-review/{slug}</a>{" "}
                (<a href={`/year-in-review/${slug}/image`} className="underline underline-offset-2">share image</a>)
              </p>
              <input type="hidden" name="share" value="off" />
              <button type="submit" className={SECONDARY_BUTTON}>Stop sharing</button>
            </>
          ) : (
            <>
              <p className={MUTED_TEXT}>Off: only you can see this page. A public link shows these figures, never your name or e-mail.</p>
              <input type="hidden" name="share" value="on" />
              <button type="submit" className={PRIMARY_BUTTON}>Share my year</button>
            </>
          )}
        </form>
      </section>
    </BiasScheme>
  );
}
