import type { ClusterInput } from "@/lib/news/cluster/story-clusterer";
import { articleTime, byTimeThenPosition, leadOf } from "./article-date";
import { readJsonl } from "./read-lines";

/** A row of datasets/clusters/*.jsonl (the fields the evaluation uses). */
interface LabelledRow {
  cluster_id: string;
  title: string;
  body?: string;
  date?: string;
  source?: string;
  url?: string;
}

export interface LabelledArticle {
  input: ClusterInput;
  goldCluster: string;
}

export interface LoadOptions {
  /** Pass the full text as `body` too (feeds usually carry only title and lead). */
  withBody: boolean;
  /** Hide every date, as if all articles arrived at once: a dense news day, time gives no help. */
  ignoreDates: boolean;
}

/** Rows turned into clusterer input, in stream order (date, then file position; undated last). */
export async function loadLabelledArticles(file: string, options: LoadOptions): Promise<LabelledArticle[]> {
  const articles: LabelledArticle[] = [];
  let position = 0;
  for await (const row of readJsonl<LabelledRow>(file)) {
    const body = row.body ?? "";
    articles.push({
      goldCluster: String(row.cluster_id),
      input: {
        id: `row-${position++}`,
        title: row.title ?? "",
        lead: leadOf(body, row.title ?? ""),
        body: options.withBody ? body : undefined,
        publishedAt: options.ignoreDates ? 0 : articleTime(row.date, row.url),
        source: row.source ?? "",
      },
    });
  }
  const ordered = byTimeThenPosition(articles.map((a) => ({ ...a, publishedAt: a.input.publishedAt })));
  return ordered.map(({ input, goldCluster }) => ({ input, goldCluster }));
}

/** A row of the Kagi News machine clusters file: one cluster with its articles' titles and links. */
interface KagiCluster {
  story_id: number | string;
  articles?: { title?: string; link?: string; domain?: string; date?: string }[];
}

/**
 * Kagi News's machine clusters of a day (`clusters/kagi_kite_machine_clusters_2025-12.jsonl`) as
 * labelled articles: one per title, its cluster as the label (a peer's output, not gold), titles only,
 * in time order. An article listed in two clusters is kept once (its first).
 */
export async function loadKagiArticles(file: string): Promise<LabelledArticle[]> {
  const articles: LabelledArticle[] = [];
  const seen = new Set<string>();
  for await (const row of readJsonl<KagiCluster>(file)) {
    for (const a of row.articles ?? []) {
      const key = a.link ?? `${row.story_id}:${a.title}`;
      if (!a.title || seen.has(key)) continue;
      seen.add(key);
      const time = Date.parse(a.date ?? "");
      articles.push({ goldCluster: String(row.story_id), input: { id: `kagi-${articles.length}`, title: a.title, lead: "", publishedAt: Number.isFinite(time) ? time : Number.NaN, source: a.domain ?? "" } });
    }
  }
  const ordered = byTimeThenPosition(articles.map((a) => ({ ...a, publishedAt: a.input.publishedAt })));
  return ordered.map(({ input, goldCluster }) => ({ input, goldCluster }));
}
