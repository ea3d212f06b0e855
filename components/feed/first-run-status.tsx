import { FIRST_RUN_REFRESH_SECONDS, INGEST_COMMAND, type FirstRunState } from "@/lib/site/first-run";

// The home page before the first stories exist (issue 4 "First run and empty states"): what the engine
// is doing, how far it got, and — when no feed can be reached — how to load captured feeds instead.
// The page reloads itself with a meta refresh, so it needs no JavaScript.

type Progress = Exclude<FirstRunState, { kind: "ready" }>;

function Figures({ state }: { state: Progress }) {
  const items: [string, string][] = [
    ["Feeds fetched", `${state.fetched} of ${state.feeds}`],
    ["Feeds failing", String(state.failing)],
    ["Articles", String(state.articles)],
    ["Stories", String(state.stories)],
  ];
  return (
    <dl className="mt-4 grid max-w-xl grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([term, value]) => (
        <div key={term} className="rounded border border-neutral-200 p-3 dark:border-neutral-800">
          <dt className="text-xs text-neutral-700 dark:text-neutral-300">{term}</dt>
          <dd className="text-xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function FirstRunStatus({ state }: { state: Progress }) {
  return (
    <section aria-labelledby="first-run-heading" className="mt-6 max-w-3xl">
      <meta httpEquiv="refresh" content={String(FIRST_RUN_REFRESH_SECONDS)} />
      {state.kind === "unreachable" ? (
        <>
          <h2 id="first-run-heading" className="text-xl font-semibold">
            The news feeds cannot be reached
          </h2>
          <p className="mt-2 text-neutral-700 dark:text-neutral-300">
            Every feed fetched so far failed, so this machine probably has no network connection. You can load
            captured feed files (RSS, Atom or JSON Feed) from a folder instead:
          </p>
          <pre className="mt-3 overflow-x-auto rounded bg-neutral-100 p-3 text-sm dark:bg-neutral-900">
            <code>{INGEST_COMMAND}</code>
          </pre>
          <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
            Stop the server first when it uses the embedded database; the engine keeps retrying the feeds meanwhile.
          </p>
        </>
      ) : (
        <>
          <h2 id="first-run-heading" className="text-xl font-semibold">
            Gathering the news
          </h2>
          <p className="mt-2 text-neutral-700 dark:text-neutral-300">
            The engine is fetching the outlets’ feeds and grouping their articles into stories. The first stories
            appear here in a few minutes; this page refreshes itself every {FIRST_RUN_REFRESH_SECONDS} seconds.
          </p>
        </>
      )}
      <Figures state={state} />
    </section>
  );
}
