import { readFile } from "node:fs/promises";
import { StoryClusterer, type ClusterInput, type ClustererOptions } from "@/lib/news/cluster/story-clusterer";
import { leadOf } from "./article-date";
import { csvRecords } from "@/lib/outlets/csv";

// SemEval-2022 Task 8 pairs: "Overall" is 1 (very similar) … 4 (very dissimilar), averaged over
// annotators. A pair counts as the same story when Overall < 2.5, and the clusterer says "same" when
// its join score reaches the join threshold. Only English–English pairs are used.

export interface PairAccuracy {
  pairs: number;
  accuracy: number;
  precision: number;
  recall: number;
  /** Rank correlation between score and similarity (1 − Overall rank): higher is better. */
  spearman: number;
  bestThreshold: number;
  bestAccuracy: number;
}

function toInput(id: string, text: string): ClusterInput {
  const [title = "", ...rest] = text.trim().split("\n");
  const body = rest.join("\n");
  return { id, title: title.trim(), lead: leadOf(body, title), body, publishedAt: Number.NaN, source: id };
}

function column(row: Record<string, string>, name: string): string {
  const value = row[name];
  if (value === undefined) throw new Error(`the pairs file has no ${name} column`);
  return value;
}

function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2;
    i = j + 1;
  }
  return out;
}

function pearson(a: number[], b: number[]): number {
  const mean = (x: number[]) => x.reduce((s, v) => s + v, 0) / x.length;
  const [ma, mb] = [mean(a), mean(b)];
  let num = 0;
  let da = 0;
  let db = 0;
  a.forEach((v, i) => {
    const w = b[i]!;
    num += (v - ma) * (w - mb);
    da += (v - ma) ** 2;
    db += (w - mb) ** 2;
  });
  return num / Math.sqrt(da * db);
}

export async function pairAccuracy(file: string, options: Partial<ClustererOptions> = {}): Promise<PairAccuracy> {
  const rows = csvRecords(await readFile(file, "utf8")).filter((r) => r.lang1 === "en" && r.lang2 === "en");
  const clusterer = new StoryClusterer({ ...options, newStoryId: () => "unused" });
  const pairs = rows.map((r) => ({ a: toInput(`${r.pair_id}-1`, column(r, "text_1")), b: toInput(`${r.pair_id}-2`, column(r, "text_2")), same: Number(r.Overall) < 2.5, overall: Number(r.Overall) }));
  // Learn IDF and capitalisation from every text first, as a running stream would have.
  pairs.forEach((p, i) => {
    clusterer.restore(p.a, `learn-${i}-a`);
    clusterer.restore(p.b, `learn-${i}-b`);
  });
  const scored = pairs.map((p) => ({ ...p, decision: clusterer.similarity(p.a, p.b) }));
  const confusion = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const p of scored) {
    const saysSame = !p.decision.isNewStory;
    if (saysSame && p.same) confusion.tp++;
    else if (saysSame) confusion.fp++;
    else if (p.same) confusion.fn++;
    else confusion.tn++;
  }
  let bestThreshold = 0;
  let bestAccuracy = 0;
  for (let t = 0.05; t <= 0.8; t += 0.01) {
    const accuracy = scored.filter((p) => (p.decision.score >= t) === p.same).length / scored.length;
    if (accuracy > bestAccuracy) [bestThreshold, bestAccuracy] = [t, accuracy];
  }
  return {
    pairs: scored.length,
    accuracy: (confusion.tp + confusion.tn) / scored.length,
    precision: confusion.tp / Math.max(1, confusion.tp + confusion.fp),
    recall: confusion.tp / Math.max(1, confusion.tp + confusion.fn),
    spearman: pearson(ranks(scored.map((p) => p.decision.score)), ranks(scored.map((p) => -p.overall))),
    bestThreshold,
    bestAccuracy,
  };
}
