import type { Metadata } from "next";
import Link from "next/link";
import { EmptyFeed } from "@/components/feed/empty-feed";
import { BiasScheme } from "@/components/feed/bias-scheme";
import { SearchResultsList } from "@/components/search/search-results";
import { SearchSuggest } from "@/components/search/search-suggest";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { describeZodError } from "@/lib/api/errors";
import { getDb } from "@/lib/db";
import { searchEverything } from "@/lib/queries/search";
import { getReaderContext } from "@/lib/site/reader-context";
import { searchParamsSchema } from "@/lib/site/search-params";
import { countOf } from "@/lib/site/count-of";
import { firstValue } from "@/lib/site/page-query";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => firstValue(value) ?? "";

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const q = first((await searchParams).q).trim();
  return {
    title: q ? `Search: ${q.slice(0, 60)}` : "Search",
    description: "Search OpenGround's stories, interests and outlets.",
    // Result pages are endless variations of the same content: not for search engines' indexes.
    robots: { index: false, follow: true },
  };
}

const LINK = `rounded underline ${FOCUS_RING}`;

function NoResults({ q }: { q: string }) {
  return (
    <EmptyFeed title={`Nothing matching “${q}”`}>
      <p>Search looks through the headlines and descriptions of the stories of the last weeks, and the names of interests and outlets.</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>Check the spelling, or try fewer or more general words (“senate” rather than “senate vote tuesday”).</li>
        <li>Put words in quotes to find an exact phrase, or a minus before a word to leave it out.</li>
        <li>
          Browse the{" "}
          <Link href="/" className={LINK}>
            top news
          </Link>
          , the{" "}
          <Link href="/blindspot" className={LINK}>
            blindspots
          </Link>{" "}
          or the{" "}
          <Link href="/about/ratings#outlets" className={LINK}>
            list of outlets
          </Link>
          .
        </li>
      </ul>
    </EmptyFeed>
  );
}

// /search?q= (issue 4 "Search"): stories, interests and outlets, server-rendered.
export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = first((await searchParams).q);
  const parsed = searchParamsSchema.safeParse({ q: raw, limit: 20 });
  const q = raw.trim();
  const [results, reader] = await Promise.all([parsed.success ? searchEverything(await getDb(), parsed.data) : null, getReaderContext()]);
  const total = results ? results.stories.length + results.interests.length + results.outlets.length : 0;
  return (
    <BiasScheme style={reader.biasStyle}>
      <div className="max-w-3xl">
        <h1 className="text-2xl font-bold sm:text-3xl">Search</h1>
        <SearchSuggest defaultValue={q} className="mt-4" />
        <div className="mt-6">
          {!q ? (
            <p className="text-neutral-700 dark:text-neutral-300">Type a word to find stories, interests such as people and places, and outlets.</p>
          ) : !parsed.success ? (
            <p role="alert" className="text-neutral-800 dark:text-neutral-200">
              That search cannot run: {describeZodError(parsed.error).replace(/^q: /, "the query ")}.
            </p>
          ) : total === 0 ? (
            <NoResults q={q} />
          ) : (
            <>
              <p className="mb-4 text-sm text-neutral-700 dark:text-neutral-300" aria-live="polite">
                {countOf(total, "result")} matching “{q}”
              </p>
              <SearchResultsList results={results!} />
            </>
          )}
        </div>
      </div>
    </BiasScheme>
  );
}
