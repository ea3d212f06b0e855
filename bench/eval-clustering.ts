// Clustering quality on a labelled set: streams the rows in date order through the real
// StoryClusterer and scores B-cubed precision, recall and F1 against the gold cluster ids.
//   npm run eval:clustering -- --file F.jsonl [--baseline] [--reference] [--no-body] [--ignore-dates] [--pairs F.csv] [--kagi]
// --reference also scores the reference clusterer (lib/news/cluster/reference; default settings, it takes
// no --threshold), where a new signal is tried first: it makes the real one's decisions, so it scores
// the same until the signal is added.
// --kagi also scores the clusterer against Kagi News's machine clusters of a December 2025 day (titles
// only; a peer's output, not gold: agreement, not correctness).
// The LAST line printed is always:
//   bcubed_precision=… bcubed_recall=… bcubed_f1=… articles=N articles_per_s=N
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ReferenceClusterer } from "@/lib/news/cluster/reference/reference-clusterer";
import type { ClustererOptions } from "@/lib/news/cluster/story-clusterer";
import { BaselineClusterer } from "./lib/baseline-clusterer";
import { bcubed, type BCubed } from "./lib/bcubed";
import { loadKagiArticles, loadLabelledArticles, type LabelledArticle, type LoadOptions } from "./lib/labelled-articles";
import { pairAccuracy } from "./lib/pair-accuracy";
import { runClusterer, streamThrough } from "./lib/run-clusterer";

export const DEV_SET = path.resolve(process.cwd(), "../shared/datasets/clusters/neus_allsides_gold_dev.jsonl");
export const KAGI_DAY = path.resolve(process.cwd(), "../shared/datasets/clusters/kagi_kite_machine_clusters_2025-12.jsonl");
export const SEMEVAL_PAIRS = path.resolve(process.cwd(), "../shared/datasets/pairs/semeval2022_task8_test_pairs_with_text.csv");

export interface ClusteringScore extends BCubed {
  articles: number;
  articlesPerSecond: number;
  stories: number;
}

function gold(articles: LabelledArticle[]): Map<string, string> {
  return new Map(articles.map((a) => [a.input.id, a.goldCluster]));
}

function score(articles: LabelledArticle[], assignments: Map<string, string>, seconds: number): ClusteringScore {
  return {
    ...bcubed(assignments, gold(articles)),
    articles: articles.length,
    articlesPerSecond: Math.round(articles.length / Math.max(seconds, 1e-9)),
    stories: new Set(assignments.values()).size,
  };
}

/** B-cubed scores of the StoryClusterer on a labelled file. */
export async function evaluateClustering(file: string, load: LoadOptions, options: Partial<ClustererOptions> = {}): Promise<ClusteringScore> {
  const articles = await loadLabelledArticles(file, load);
  const run = runClusterer(articles, options);
  return score(articles, run.assignments, run.seconds);
}

/** B-cubed scores of the StoryClusterer against Kagi News's machine clusters (titles only, in time order). */
export async function evaluateKagi(file = KAGI_DAY, options: Partial<ClustererOptions> = {}): Promise<ClusteringScore> {
  const articles = await loadKagiArticles(file);
  const run = runClusterer(articles, options);
  return score(articles, run.assignments, run.seconds);
}

/** B-cubed scores of the reference clusterer (default settings) on a labelled file. */
export async function evaluateReference(file: string, load: LoadOptions): Promise<ClusteringScore> {
  const articles = await loadLabelledArticles(file, load);
  const run = streamThrough(articles, (newStoryId) => new ReferenceClusterer(newStoryId));
  return score(articles, run.assignments, run.seconds);
}

/** B-cubed scores of the plain TF-IDF baseline on the same stream. */
export async function evaluateBaseline(file: string, load: LoadOptions): Promise<ClusteringScore> {
  const articles = await loadLabelledArticles(file, load);
  const baseline = new BaselineClusterer();
  const started = performance.now();
  const assignments = new Map(articles.map(({ input }) => [input.id, baseline.add(input)]));
  return score(articles, assignments, (performance.now() - started) / 1000);
}

export function formatScore(s: ClusteringScore): string {
  const f = (x: number) => x.toFixed(4);
  return `bcubed_precision=${f(s.precision)} bcubed_recall=${f(s.recall)} bcubed_f1=${f(s.f1)} articles=${s.articles} articles_per_s=${s.articlesPerSecond}`;
}

function argument(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(args: string[]): Promise<void> {
  const file = argument(args, "--file") ?? DEV_SET;
  const load: LoadOptions = { withBody: !args.includes("--no-body"), ignoreDates: args.includes("--ignore-dates") };
  const threshold = argument(args, "--threshold");
  const options: Partial<ClustererOptions> = threshold ? { joinThreshold: Number(threshold) } : {};
  const pairs = argument(args, "--pairs");
  if (pairs) {
    const result = await pairAccuracy(pairs, options);
    console.log(`semeval_pairs=${result.pairs} accuracy=${result.accuracy.toFixed(4)} precision=${result.precision.toFixed(4)} recall=${result.recall.toFixed(4)} spearman=${result.spearman.toFixed(4)} best_threshold=${result.bestThreshold.toFixed(2)} best_accuracy=${result.bestAccuracy.toFixed(4)}`);
  }
  if (args.includes("--kagi")) {
    if (existsSync(KAGI_DAY)) console.log(`kagi_day ${formatScore(await evaluateKagi(KAGI_DAY, options))}`);
    else console.log(`kagi_day skipped: ${KAGI_DAY} is absent`);
  }
  console.log(`file=${path.basename(file)} body=${load.withBody} dates=${!load.ignoreDates}`);
  if (args.includes("--baseline")) console.log(`baseline ${formatScore(await evaluateBaseline(file, load))}`);
  if (args.includes("--reference")) console.log(`reference ${formatScore(await evaluateReference(file, load))}`);
  const result = await evaluateClustering(file, load, options);
  console.log(`stories=${result.stories}`);
  console.log(formatScore(result));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
