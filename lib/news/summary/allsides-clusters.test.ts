import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Bias } from "@/lib/news/bias-scale";
import { extractiveSummary, SUMMARY_MAX_CHARS } from "./extractive-summary";
import { splitSentences } from "./split-sentences";
import { pickStoryHeadline } from "./story-headline";
import type { StoryMemberText } from "./story-member";
import { termSet } from "./terms";

// Real stories: AllSides editors grouped 3,081 articles into 1,298 events and wrote a neutral roundup
// title for each (datasets/README.md). A good headline pick is closer to the editors' title than the
// average member headline is; every summary must fit the card.
const DATASET = path.resolve(process.cwd(), "../shared/datasets/clusters/neus_allsides_gold_dev.jsonl");
const present = existsSync(DATASET);
if (!present) console.warn(`skipping AllSides cluster checks: ${DATASET} is absent`);

interface Row {
  cluster_id: string;
  roundup_title: string;
  source: string;
  lean3: "left" | "center" | "right";
  date: string;
  title: string;
  body: string;
}

const LEAN: Record<Row["lean3"], Bias> = { left: "left", center: "center", right: "right" };

function clusters(): { roundupTitle: string; members: StoryMemberText[] }[] {
  const byId = new Map<string, { roundupTitle: string; members: StoryMemberText[] }>();
  for (const line of readFileSync(DATASET, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as Row;
    const entry = byId.get(row.cluster_id) ?? { roundupTitle: row.roundup_title, members: [] };
    // Feeds carry a lead, not the body: the first two paragraphs stand in for it.
    const lead = row.body.split(/\n\s*\n/).slice(0, 2).join(" ").slice(0, 700);
    entry.members.push({ title: row.title, lead, outletId: row.source, bias: LEAN[row.lean3], publishedAt: Date.parse(row.date) });
    byId.set(row.cluster_id, entry);
  }
  return [...byId.values()].filter((cluster) => cluster.members.length >= 2);
}

function agreement(a: string, b: string): number {
  const [x, y] = [termSet(a), termSet(b)];
  let shared = 0;
  for (const term of x) if (y.has(term)) shared++;
  return x.size + y.size === 0 ? 0 : shared / (x.size + y.size - shared);
}

describe.skipIf(!present)("headlines and summaries on AllSides clusters", () => {
  const data = present ? clusters() : [];

  it("picks headlines closer to the editors' neutral title than the average member headline", () => {
    let picked = 0;
    let average = 0;
    for (const cluster of data) {
      const choice = pickStoryHeadline(cluster.members)!;
      picked += agreement(choice.title, cluster.roundupTitle);
      average += cluster.members.reduce((sum, member) => sum + agreement(member.title, cluster.roundupTitle), 0) / cluster.members.length;
    }
    console.info(`headline vs roundup title (Jaccard of terms), ${data.length} clusters: picked ${(picked / data.length).toFixed(3)}, member average ${(average / data.length).toFixed(3)}`);
    expect(picked / data.length).toBeGreaterThan((average / data.length) * 1.05);
  });

  it("writes a summary for nearly every story, within the length limit, made of whole sentences", () => {
    let written = 0;
    let sentences = 0;
    let wellFormed = 0;
    for (const cluster of data) {
      const summary = extractiveSummary(cluster.members);
      expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
      if (summary) written++;
      for (const sentence of splitSentences(summary)) {
        sentences++;
        if (/^["'“‘(]?[\p{Lu}\d]/u.test(sentence) && /[.!?…]["'”’)]*$/.test(sentence)) wellFormed++;
      }
    }
    console.info(`summaries: ${written}/${data.length} stories, ${sentences} sentences, ${((wellFormed / Math.max(1, sentences)) * 100).toFixed(1)}% well formed`);
    expect(written / data.length).toBeGreaterThan(0.95);
    expect(wellFormed / sentences).toBeGreaterThan(0.97);
  });
});
