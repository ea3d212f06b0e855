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
