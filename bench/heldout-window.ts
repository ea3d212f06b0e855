// Issue 26, seventh round: the held-out busy stretch (bench/lib/heldout-window.ts) through the engine,
// the engine without its split pass, the engine on titles and leads, and the plain TF-IDF baseline,
// dates hidden, then each article dated by its day. Prints each configuration's stories of two or more
// outlets and, when the labels file exists, its figures against the labels.
//   tsx bench/heldout-window.ts [--stretch 1|2|3] [--dates hidden|dated] [--stories] [--config engine,baseline,...] [--dump FILE]
// --stretch picks the held-out stretch (HELDOUT_STRETCHES: 1 excludes nothing, 2 the first, 3 the first two; default 1).
// --dates runs one way only (default both: dates hidden, everything at once; then each article dated by its day).
// --dump writes the union of the articles grouped with another by any configuration, dates hidden or dated
// (URL key, outlet, day, title, lead, text start; sorted by outlet then key, with no configuration and no
// grouping shown) to FILE for labelling blind, and prints nothing else of the runs: keep FILE outside the
// project (it holds dataset text).
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import type { ClusterInput } from "@/lib/news/cluster/story-clusterer";
import { CONFIGURATIONS, groupWindow, heldoutLabelsFile, READINGS, readHeldoutLabels, scoreWindow, type Configuration } from "./lib/heldout-events";
import { multiOutletStories } from "./lib/run-clusterer";
import { HELDOUT_ARTICLES, HELDOUT_STRETCHES, heldoutPresent, loadHeldoutWindow, withDatesHidden } from "./lib/heldout-window";
import { labelKey } from "./lib/label-key";

function argument(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

type Dates = "hidden" | "dated";

async function main(args: string[]): Promise<void> {
  if (!heldoutPresent()) {
    console.log(`heldout-window skipped: ${HELDOUT_ARTICLES} or the dev set is absent`);
    return;
  }
  const stretch = Number(argument(args, "--stretch") ?? "1");
  const exclude = HELDOUT_STRETCHES[stretch - 1];
  if (!Number.isInteger(stretch) || !exclude) throw new Error(`--stretch must be 1..${HELDOUT_STRETCHES.length}`);
  // Loaded once with each article dated by its day; the dates-hidden run is the same articles at time 0.
  const window = await loadHeldoutWindow({ exclude, ignoreDates: false });
  const articlesOf: Record<Dates, ClusterInput[]> = { hidden: withDatesHidden(window.articles), dated: window.articles };
  console.log(`stretch=${stretch} window=${window.first}..${window.last} days=${window.days} articles=${window.articles.length} outlets=${new Set(window.articles.map((a) => a.source)).size} (left out of the file: undated=${window.undated} in_dev_set=${window.inDevSet} repeated_url=${window.repeatedUrl})`);
  const configurations = (argument(args, "--config")?.split(",") ?? Object.keys(CONFIGURATIONS)) as Configuration[];
  const datesWanted = argument(args, "--dates");
  const dates: Dates[] = datesWanted ? [datesWanted as Dates] : ["hidden", "dated"];
  const dump = argument(args, "--dump");
  const labelsFile = heldoutLabelsFile(window.first, window.last);
  const labels = fs.existsSync(labelsFile) ? readHeldoutLabels(labelsFile) : null;
  const union = new Set<string>();
  for (const dating of dates) {
    for (const configuration of configurations) {
      const articles = articlesOf[dating];
      const assignments = groupWindow(articles, configuration);
      const sizes = new Map<string, number>();
      for (const story of assignments.values()) sizes.set(story, (sizes.get(story) ?? 0) + 1);
      // Stories of one outlet with two or more articles are labelled too, so every grouped article is.
      for (const a of articles) if (sizes.get(assignments.get(a.id)!)! >= 2) union.add(a.id);
      // A dump is for labelling blind: no run's stories or figures are shown.
      if (dump) continue;
      const multi = multiOutletStories(articles, assignments);
      const sameOutlet = [...sizes.values()].filter((n) => n >= 2).length - multi.length;
      console.log(`\n# ${configuration}, ${dating === "hidden" ? "dates hidden" : "each article dated by its day"}: ${CONFIGURATIONS[configuration]}`);
      console.log(`stories=${sizes.size} multi_outlet=${multi.length} articles_in_multi=${multi.flat().length} same_outlet_stories_of_2_plus=${sameOutlet}`);
      if (labels) {
        const s = scoreWindow(articles, assignments, labels);
        const f = (x: number) => x.toFixed(4);
        console.log(`labelled=${s.labelled} unlabelled_in_multi=${s.unlabelled.length}`);
        for (const reading of READINGS) {
          const r = s[reading];
          console.log(`${reading}: mixed=${r.mixed.length} bcubed_precision=${f(r.bcubed.precision)} recall=${f(r.bcubed.recall)} (over the labelled) precision_over_window=${f(r.windowPrecision)}`);
        }
      }
      if (!args.includes("--stories")) continue;
      for (const [i, members] of multi.entries()) {
        console.log(`  story ${i + 1} (${members.length} articles, ${new Set(members.map((m) => m.source)).size} outlets)`);
        for (const m of members) console.log(`    ${labelKey(m.id)} ${labels ? (labels.events[labelKey(m.id)] ?? "?").padEnd(28) : ""} ${m.source}: ${m.title}`);
      }
    }
  }
  console.log(`\nunion of the articles grouped with another (any configuration, dates ${dates.join(" or ")}): ${union.size}`);
  if (dump) {
    const day = (a: ClusterInput) => new Date(a.publishedAt).toISOString().slice(0, 10);
    const lines = window.articles
      .filter((a) => union.has(a.id))
      .map((a) => ({ key: labelKey(a.id), source: a.source, day: day(a), title: a.title, lead: a.lead, start: (a.body ?? "").slice(0, 700) }))
      .sort((x, y) => x.source.localeCompare(y.source) || x.key.localeCompare(y.key))
      .map((row) => JSON.stringify(row));
    fs.writeFileSync(dump, lines.join("\n") + "\n");
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
