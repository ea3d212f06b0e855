import type { Metadata } from "next";
import { BiasScheme } from "@/components/feed/bias-scheme";
import { BlindspotTabs } from "@/components/feed/blindspot-tabs";
import { EmptyFeed } from "@/components/feed/empty-feed";
import { PagedStories } from "@/components/feed/paged-stories";
import { BLINDSPOT_RULE_TEXT, type BlindspotFor } from "@/lib/news/coverage/blindspot";
import { cachedFeedCards } from "@/lib/site/cached-feeds";
import { requestFeedMetadata } from "@/lib/site/page-metadata";
import { parsePaging } from "@/lib/site/paging";
import { getReaderContext } from "@/lib/site/reader-context";

export async function generateMetadata(): Promise<Metadata> {
  return requestFeedMetadata({
    title: "Blindspot",
    description: "Stories that one side of the political spectrum barely covers, so its readers are likely to miss them.",
    path: "/blindspot",
  });
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function sideFrom(value: string | string[] | undefined): BlindspotFor {
  return value === "right" ? "right" : "left";
}

// /blindspot (spec §2, issue 4): blindspots for the left and for the right in two tabs, with the rule.
export default async function BlindspotPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, reader] = await Promise.all([searchParams, getReaderContext()]);
  const side = sideFrom(params.side);
  const paging = parsePaging(params);
  const { cards } = await cachedFeedCards({ kind: "blindspot" });
  const bySide: Record<BlindspotFor, typeof cards> = {
    left: cards.filter((card) => card.blindspotFor === "left"),
    right: cards.filter((card) => card.blindspotFor === "right"),
  };
  const shown = bySide[side];
  return (
    <BiasScheme style={reader.biasStyle}>
      <h1 className="text-2xl font-bold sm:text-3xl">Blindspot</h1>
      <section aria-labelledby="blindspot-rule" className="mt-3 max-w-3xl">
        <h2 id="blindspot-rule" className="sr-only">
          How blindspots are decided
        </h2>
        <p className="text-neutral-700 dark:text-neutral-300">{BLINDSPOT_RULE_TEXT}</p>
      </section>
      <BlindspotTabs side={side} counts={{ left: bySide.left.length, right: bySide.right.length }}>
        {shown.length === 0 ? (
          <EmptyFeed title={`No blindspots for the ${side} this week`}>
            <p>
              Every story of the last seven days that enough rated outlets covered reached readers on the {side}. Check the
              other tab, or come back later: the list updates as outlets publish.
            </p>
          </EmptyFeed>
        ) : (
          <div className="mt-4">
            <PagedStories
              cards={shown}
              paging={paging}
              path="/blindspot"
              params={{ side }}
              apiQuery={`feed=blindspot&side=${side}`}
              imageMode={reader.imageMode}
              label={`Blindspots for the ${side}`}
              now={Date.now()}
            />
          </div>
        )}
      </BlindspotTabs>
    </BiasScheme>
  );
}
