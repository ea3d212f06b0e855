// Clustering speed at volume: the 37,554 full-text articles of datasets/articles, in date order,
// through the StoryClusterer the way the engine drives it (merge pass and eviction after every batch).
// Only the clustering is timed; reading and sorting the file is not.
//   tsx bench/cluster-throughput.ts [--file F.jsonl.gz] [--batch 500] [--limit N] [--no-text] [--no-split]
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DEFAULT_FEATURE_WEIGHTS } from "@/lib/news/cluster/article-features";
import { StoryClusterer, type ClusterInput, type ClustererOptions } from "@/lib/news/cluster/story-clusterer";
import { articleTime, byTimeThenPosition, leadOf } from "./lib/article-date";
import { readJsonl } from "./lib/read-lines";

export const ARTICLES_FILE = path.resolve(process.cwd(), "../shared/datasets/articles/baly_allsides_articles.jsonl.gz");

/** A row of baly_allsides_articles.jsonl.gz (fields used here). */
interface ArticleRow {
  ID: string;
  date?: string;
  url?: string;
  source?: string;
  title?: string;
  content_original?: string;
}

export interface ThroughputOptions {
  file?: string;
  /** Articles per batch between merge passes and evictions (the engine uses 500). */
  batchSize?: number;
  /** Stop after this many articles (all by default). */
  limit?: number;
  /** Give the clusterer the full texts (default), or only headlines and leads, as most feeds carry. */
  withText?: boolean;
  /** Clusterer settings other than the defaults (e.g. `splitThreshold: 0`: without the split pass). */
  clusterer?: Partial<Omit<ClustererOptions, "newStoryId">>;
}

export interface ThroughputResult {
  articles: number;
  /** Wall-clock rate. */
  articlesPerSecond: number;
  /** Rate per second of CPU time used by the process (user + system): fair on a busy machine. */
  articlesPerCpuSecond: number;
  peakRssMb: number;
  /** Stories created over the run (active and evicted). */
  stories: number;
}

// The clusterer reads at most `textChars` of a full text; keeping whole bodies of 37,554 articles in
// memory would measure the bench's heap, not the clusterer's. Copied so the full text can be
// collected (a plain slice may keep its parent string alive).
const BODY_CHARS_KEPT = DEFAULT_FEATURE_WEIGHTS.textChars;

function ownCopy(text: string): string {
  return Buffer.from(text, "utf8").toString("utf8");
}

async function loadArticles(file: string, limit: number, withText: boolean): Promise<ClusterInput[]> {
  const inputs: ClusterInput[] = [];
  for await (const row of readJsonl<ArticleRow>(file)) {
    const body = ownCopy((row.content_original ?? "").slice(0, BODY_CHARS_KEPT));
    const title = row.title ?? "";
    const lead = ownCopy(leadOf(body, title));
    inputs.push({ id: row.ID, title, lead, body: withText ? body : undefined, publishedAt: articleTime(row.date, row.url), source: row.source ?? "" });
    if (inputs.length >= limit) break;
  }
  return byTimeThenPosition(inputs);
}

export async function runClusterThroughput(opts: ThroughputOptions = {}): Promise<ThroughputResult> {
  const articles = await loadArticles(opts.file ?? ARTICLES_FILE, opts.limit ?? Infinity, opts.withText ?? true);
  globalThis.gc?.();
  const batchSize = opts.batchSize ?? 500;
  let stories = 0;
  const clusterer = new StoryClusterer({ ...opts.clusterer, newStoryId: () => `s${stories++}` });
  let peakRss = process.memoryUsage().rss;
  let streamTime = -Infinity;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < articles.length; i++) {
    const article = articles[i]!;
    clusterer.add(article);
    if (Number.isFinite(article.publishedAt)) streamTime = Math.max(streamTime, article.publishedAt);
    if ((i + 1) % batchSize === 0 || i === articles.length - 1) {
      clusterer.reassignMembers();
      clusterer.mergeConverged(streamTime);
      clusterer.splitMixed();
      clusterer.evictInactive(streamTime);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    articles: articles.length,
    articlesPerSecond: Math.round(articles.length / seconds),
    articlesPerCpuSecond: Math.round(articles.length / cpuSeconds),
    peakRssMb: Math.round(peakRss / 1024 / 1024),
    stories,
  };
}

async function main(args: string[]): Promise<void> {
  const at = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const result = await runClusterThroughput({
    file: at("--file"),
    batchSize: at("--batch") ? Number(at("--batch")) : undefined,
    limit: at("--limit") ? Number(at("--limit")) : undefined,
    withText: !args.includes("--no-text"),
    clusterer: args.includes("--no-split") ? { splitThreshold: 0 } : undefined,
  });
  console.log(`articles=${result.articles} stories=${result.stories} articles_per_s=${result.articlesPerSecond} articles_per_cpu_s=${result.articlesPerCpuSecond} peak_rss_mb=${result.peakRssMb}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
