import type { Metadata } from "next";
import Link from "next/link";
import { requireReader } from "@/components/account/require-reader";
import { TitledSection } from "@/components/account/titled-section";
import { LINK, MUTED_TEXT } from "@/components/account/ui";
import { FACTUALITY_LABELS, SIDE_LABELS } from "@/lib/news/bias-labels";
import { DonutChart } from "@/components/bias-profile/donut-chart";
import { PeriodTabs } from "@/components/bias-profile/period-tabs";
import { RankedBars, topInterestBars, topOutletBars } from "@/components/bias-profile/ranked-bars";
import { SideMixBar } from "@/components/bias-profile/side-mix-bar";
import { SpectrumChart } from "@/components/bias-profile/spectrum-chart";
import { BiasScheme } from "@/components/feed/bias-scheme";
import { EmptyFeed } from "@/components/feed/empty-feed";
import { StoryList } from "@/components/feed/story-list";
import { getDb } from "@/lib/db";
import { FACTUALITY_VALUES, type Factuality } from "@/lib/news/bias-scale";
import { PERIOD_LABELS, parseProfilePeriod } from "@/lib/personal/period";
import { getReaderContext } from "@/lib/site/reader-context";
import { loadProfile } from "./profile-data";

export const metadata: Metadata = {
  title: "My News Bias",
  description: "The political lean, factuality and ownership of the news you read.",
  robots: { index: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Factuality's colours, greens for the reliable grades to red; the words are the site's (bias-labels.ts). */
const FACTUALITY_COLOUR: Record<Factuality, string> = {
  veryHigh: "#166534",
  high: "#16a34a",
  mostlyFactual: "#65a30d",
  mixed: "#ca8a04",
  low: "#ea580c",
  veryLow: "#b91c1c",
  unknown: "#a3a3a3",
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// /my-news-bias (spec §2, issue 5): the lean, factuality and ownership of what the reader read over the
// last week, month or year, the sources and topics read most, and the stories of the side read least.
export default async function MyNewsBiasPage({ searchParams }: { searchParams: SearchParams }) {
  const period = parseProfilePeriod((await searchParams).period);
  const user = await requireReader(`/my-news-bias?period=${period}`);
  const [data, reader] = await Promise.all([loadProfile(await getDb(), user.id, period, new Date()), getReaderContext()]);
  const { profile } = data;
  return (
    <BiasScheme style={reader.biasStyle}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">My News Bias</h1>
          <p className={`mt-1 ${MUTED_TEXT}`}>
            {profile.readCount
              ? `${PERIOD_LABELS[period]}: ${profile.storyCount} ${profile.storyCount === 1 ? "story" : "stories"} read (${profile.readCount} ${profile.readCount === 1 ? "read" : "reads"}).`
              : `${PERIOD_LABELS[period]}: nothing read yet.`}
          </p>
        </div>
        <PeriodTabs current={period} />
      </div>
      {profile.readCount === 0 ? (
        <EmptyFeed title="No reading in this period">
          <p>Open stories from the <Link href="/" className={LINK}>top news</Link> or <Link href="/my" className={LINK}>For You</Link> while signed in, and this page shows the lean of what you read.</p>
        </EmptyFeed>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <TitledSection id="bias-sides" title="Left, centre and right">
            <SideMixBar sides={profile.sides} />
            <p className={`mt-3 text-sm ${MUTED_TEXT}`}>
              A story you opened counts toward every source that covered it; an article, toward its source.
              {profile.unratedWeight > 0 ? ` ${profile.unratedWeight} reads were of sources nobody has rated and are left out of these shares.` : ""}
            </p>
          </TitledSection>
          <TitledSection id="bias-spectrum" title="Across the bias scale">
            <SpectrumChart bias={profile.bias} />
          </TitledSection>
          <TitledSection id="bias-factuality" title="Factuality of your sources">
            <DonutChart
              title="Factuality of the sources you read"
              slices={FACTUALITY_VALUES.map((value) => ({ key: value, label: FACTUALITY_LABELS[value], percent: profile.factuality[value], colour: FACTUALITY_COLOUR[value] }))}
            />
          </TitledSection>
          <TitledSection id="bias-ownership" title="Who owns your sources">
            <RankedBars
              label="Ownership of the sources you read"
              bars={profile.ownership.map((entry) => ({ key: entry.key, label: capitalise(entry.key), value: `${entry.percent}%`, scale: entry.percent / (profile.ownership[0]?.percent || 1) }))}
            />
          </TitledSection>
          <TitledSection id="bias-outlets" title="Sources you read most">
            <RankedBars
              label="Sources you read most"
              bars={topOutletBars(profile.topOutlets)}
            />
          </TitledSection>
          <TitledSection id="bias-topics" title="Topics you read most">
            {profile.topInterests.length ? (
              <RankedBars
                label="Topics you read most"
                bars={topInterestBars(profile.topInterests, data.interestNames)}
              />
            ) : (
              <p className={MUTED_TEXT}>The stories you read have no topics yet.</p>
            )}
          </TitledSection>
        </div>
      )}
      {data.missing ? (
        <section aria-labelledby="bias-missing" className="mt-10">
          <h2 id="bias-missing" className="text-xl font-bold">
            What you&apos;re missing
          </h2>
          <p className={`mt-1 mb-4 ${MUTED_TEXT}`}>
            You read the {SIDE_LABELS[data.missing.side].toLowerCase()} least. These recent stories were covered mostly by the {SIDE_LABELS[data.missing.side].toLowerCase()}.
          </p>
          {data.missing.cards.length ? (
            <StoryList cards={data.missing.cards} now={Date.now()} label={`Stories covered mostly by the ${SIDE_LABELS[data.missing.side].toLowerCase()}`} />
          ) : (
            <p className={MUTED_TEXT}>No recent story was covered mostly by that side.</p>
          )}
        </section>
      ) : null}
    </BiasScheme>
  );
}
