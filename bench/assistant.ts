// The article assistant's speed offline (issue 22; target: p95 under 300 ms for a story of 50 articles)
// and the cost of "How each side tells it" at render. A "story" of 50 real full-text articles on one
// topic of the clustering development set; questions from its headlines (answerable) and off-topic ones.
import { performance } from "node:perf_hooks";
import { extractiveAnswer, retrieve, storyIndex } from "@/lib/news/assistant/answer";
import type { AssistantArticle } from "@/lib/news/assistant/passages";
import { sideSummaries } from "@/lib/news/assistant/side-summaries";
import type { Bias } from "@/lib/news/bias-scale";
import { leadOf } from "./lib/article-date";
import { readJsonl } from "./lib/read-lines";

interface Row {
  title?: string;
  body?: string;
  topic?: string;
  source?: string;
  url?: string;
  lean3?: string;
}

const STORY_SIZE = 50;
const OFF_TOPIC = [
  "What did the pope say about bananas?",
  "How many goals did the striker score in the final?",
  "Which recipe won the baking contest?",
  "When does the new smartphone go on sale?",
  "What is the weather forecast for the weekend at the beach?",
];
const BIAS: Record<string, Bias> = { left: "left", center: "center", right: "right" };

export interface AssistantBenchmark {
  articles: number;
  passages: number;
  questions: number;
  /** Questions from the story's headlines answered, of onTopic; off-topic questions answered (should be 0). */
  onTopic: number;
  answeredOnTopic: number;
  answeredOffTopic: number;
  /** A story asked about for the first time in this process: its index is built for the question. */
  p50Ms: number;
  p95Ms: number;
  /** The same in CPU time (the machine may be shared: wall time then includes waiting for a core). */
  p95CpuMs: number;
  /** The story's index already built (lib/site/story-assistant.ts keeps the recent ones). */
  warmP95Ms: number;
  indexMs: number;
  sideSummariesMs: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function runAssistantBenchmark(file: string, topic = "elections"): Promise<AssistantBenchmark> {
  const rows: Row[] = [];
  for await (const row of readJsonl<Row>(file)) {
    if (row.topic === topic && row.body && row.title) rows.push(row);
    if (rows.length === STORY_SIZE) break;
  }
  const articles: AssistantArticle[] = rows.map((row, index) => ({
    id: index + 1,
    outletId: row.source ?? "unknown",
    outletName: row.source ?? "Unknown",
    bias: BIAS[row.lean3 ?? ""] ?? "unknown",
    url: row.url ?? "",
    title: row.title!,
    description: leadOf(row.body!, row.title),
    text: row.body!,
  }));
  const onTopic = articles.slice(0, 30).map((article) => `What happened: ${article.title}?`);
  const questions = [...onTopic, ...OFF_TOPIC];
  // Warm the JIT as a running server would be.
  for (const question of questions.slice(0, 5)) extractiveAnswer(retrieve(storyIndex(articles), question));

  // Cold, as POST /api/assistant answers the first question about a story: the index is built for it.
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let answeredOnTopic = 0;
  let answeredOffTopic = 0;
  for (const [position, question] of questions.entries()) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const answer = extractiveAnswer(retrieve(storyIndex(articles), question));
    const used = process.cpuUsage(cpu);
    times.push(performance.now() - started);
    cpuTimes.push((used.user + used.system) / 1000);
    if (answer.answered && position < onTopic.length) answeredOnTopic++;
    else if (answer.answered) answeredOffTopic++;
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const indexStarted = performance.now();
  const index = storyIndex(articles);
  const indexMs = performance.now() - indexStarted;
  // Warm: every later question about the story.
  const warm: number[] = [];
  for (const question of questions) {
    const started = performance.now();
    extractiveAnswer(retrieve(index, question));
    warm.push(performance.now() - started);
  }
  warm.sort((a, b) => a - b);

  const sideStarted = performance.now();
  const rounds = 20;
  for (let i = 0; i < rounds; i++) sideSummaries(articles.map((article) => ({ ...article, publishedAt: 0 })));
  const sideSummariesMs = (performance.now() - sideStarted) / rounds;
  return {
    articles: articles.length,
    passages: index.passages.length,
    questions: questions.length,
    onTopic: onTopic.length,
    answeredOnTopic,
    answeredOffTopic,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p95CpuMs: percentile(cpuTimes, 95),
    warmP95Ms: percentile(warm, 95),
    indexMs,
    sideSummariesMs,
  };
}

export function formatAssistantBenchmark(r: AssistantBenchmark): string {
  return (
    `assistant_offline articles=${r.articles} sentences=${r.passages} questions=${r.questions} answered_on_topic=${r.answeredOnTopic}/${r.onTopic} answered_off_topic=${r.answeredOffTopic}/${r.questions - r.onTopic} ` +
    `p50_ms=${r.p50Ms.toFixed(1)} p95_ms=${r.p95Ms.toFixed(1)} p95_cpu_ms=${r.p95CpuMs.toFixed(1)} warm_p95_ms=${r.warmP95Ms.toFixed(1)} index_ms=${r.indexMs.toFixed(1)} side_summaries_ms=${r.sideSummariesMs.toFixed(2)}`
  );
}
