// Issue 26, seventh round: the held-out busy stretch (bench/lib/heldout-window.ts) through the engine,
// the engine without its split pass, the engine on titles and leads, and the plain TF-IDF baseline,
// dates hidden. Prints each configuration's stories of two or more outlets and, when the labels file
// exists, its figures against the labels.
//   tsx bench/heldout-window.ts [--stories] [--config engine,baseline,...] [--dump FILE]
// --dump writes the union of the articles grouped with another (any configuration) (URL key, outlet, title, text start) to FILE
// for labelling by hand: keep FILE outside the project (it holds dataset text).
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { CONFIGURATIONS, groupWindow, heldoutLabelsFile, READINGS, readHeldoutLabels, scoreWindow, type Configuration } from "./lib/heldout-events";
import { multiOutletStories } from "./lib/run-clusterer";
import { HELDOUT_ARTICLES, heldoutPresent, loadHeldoutWindow } from "./lib/heldout-window";
import { labelKey } from "./lib/label-key";

function argument(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(args: string[]): Promise<void> {
  if (!heldoutPresent()) {
    console.log(`heldout-window skipped: ${HELDOUT_ARTICLES} or the dev set is absent`);
    return;
  }
  const window = await loadHeldoutWindow();
  console.log(`window=${window.first}..${window.last} days=${window.days} articles=${window.articles.length} outlets=${new Set(window.articles.map((a) => a.source)).size} (left out of the file: undated=${window.undated} in_dev_set=${window.inDevSet} repeated_url=${window.repeatedUrl})`);
  const configurations = (argument(args, "--config")?.split(",") ?? Object.keys(CONFIGURATIONS)) as Configuration[];
  const labelsFile = heldoutLabelsFile(window.first, window.last);
  const labels = fs.existsSync(labelsFile) ? readHeldoutLabels(labelsFile) : null;
  const union = new Map<string, Set<Configuration>>();
  for (const configuration of configurations) {
    const assignments = groupWindow(window.articles, configuration);
    const multi = multiOutletStories(window.articles, assignments);
    const sizes = new Map<string, number>();
    for (const story of assignments.values()) sizes.set(story, (sizes.get(story) ?? 0) + 1);
    const sameOutlet = [...sizes.values()].filter((n) => n >= 2).length - multi.length;
    console.log(`\n# ${configuration}: ${CONFIGURATIONS[configuration]}`);
    console.log(`stories=${sizes.size} multi_outlet=${multi.length} articles_in_multi=${multi.flat().length} same_outlet_stories_of_2_plus=${sameOutlet}`);
    // Stories of one outlet with two or more articles are labelled too, so every grouped article is.
    for (const a of window.articles) if (sizes.get(assignments.get(a.id)!)! >= 2) union.set(a.id, (union.get(a.id) ?? new Set()).add(configuration));
    if (labels) {
      const s = scoreWindow(window.articles, assignments, labels);
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
  console.log(`\nunion of the articles grouped with another (any configuration): ${union.size}`);
  const dump = argument(args, "--dump");
  if (dump) {
    const byId = new Map(window.articles.map((a) => [a.id, a]));
    const lines = [...union.keys()].map((id) => {
      const a = byId.get(id)!;
      return JSON.stringify({ key: labelKey(id), configurations: [...union.get(id)!], source: a.source, title: a.title, lead: a.lead, start: (a.body ?? "").slice(0, 700) });
    });
    fs.writeFileSync(dump, lines.join("\n") + "\n");
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
