import { seededRandom } from "@/test/seeded-random";
import { DAY } from "@/lib/news/cluster/cluster-fixtures";
import type { ClusterInput } from "@/lib/news/cluster/story-clusterer";

// What the decision digest (`lib/news/cluster/decision-digest.test.ts`), the workspace test and the reference
// clusterer's test stream through a clusterer, and how they write its decisions down.

const HOUR = 3600_000;

/** What a streaming clusterer decides, as `StoryClusterer` reports it (the reference clusterer reports the same). */
export interface DecidingClusterer {
  add(article: ClusterInput): { articleId: string; storyId: string; isNewStory: boolean; score: number };
  reassignMembers(): { articleId: string; fromStoryId: string; intoStoryId: string; score: number }[];
  mergeConverged(now: number): { fromStoryId: string; intoStoryId: string; score: number }[];
  splitMixed(): { fromStoryId: string; intoStoryId: string; articleIds: string[]; score: number }[];
  evictInactive(now: number): string[];
}

/**
 * Streams articles as the engine does (decide each; second look, merge pass, split pass and eviction
 * every `batch`), one article per step: each step gives the log lines of its decisions (a join or new
 * story with its score rounded to three decimals, then the batch's moves, merges, splits and
 * evictions). Two streams can be stepped in turn.
 */
export function* decisionSteps(clusterer: DecidingClusterer, articles: readonly ClusterInput[], batch: number): Generator<string[], void, undefined> {
  const score = (x: number) => x.toFixed(3);
  let clock = Number.NEGATIVE_INFINITY;
  const pass = (log: string[]) => {
    for (const m of clusterer.reassignMembers()) log.push(`move ${m.articleId} ${m.fromStoryId}>${m.intoStoryId} ${score(m.score)}`);
    for (const m of clusterer.mergeConverged(clock)) log.push(`merge ${m.fromStoryId}>${m.intoStoryId} ${score(m.score)}`);
    for (const m of clusterer.splitMixed()) log.push(`split ${m.fromStoryId}>${m.intoStoryId} ${m.articleIds.join(",")} ${score(m.score)}`);
    if (Number.isFinite(clock)) for (const id of clusterer.evictInactive(clock)) log.push(`evict ${id}`);
  };
  for (let i = 0; i < articles.length; i++) {
    const article = articles[i]!;
    const log: string[] = [];
    const d = clusterer.add(article);
    log.push(`${d.isNewStory ? "new" : "join"} ${d.articleId} ${d.storyId} ${score(d.score)}`);
    if (Number.isFinite(article.publishedAt)) clock = Math.max(clock, article.publishedAt);
    if ((i + 1) % batch === 0) pass(log);
    if (i === articles.length - 1) pass(log);
    yield log;
  }
}

/** Every decision of a whole stream (`decisionSteps`), in order. */
export function decisionLog(clusterer: DecidingClusterer, articles: readonly ClusterInput[], batch: number): string[] {
  const log: string[] = [];
  for (const lines of decisionSteps(clusterer, articles, batch)) log.push(...lines);
  return log;
}

/**
 * A seeded stream of events over two weeks: each event has its own words (a place, a person, a number)
 * and shares topic words with the other events of its topic, so that joins, new stories, moves and
 * merges all happen; a few articles carry a full text, a few have no date.
 */
export function generatedStream(seed: number, count: number): ClusterInput[] {
  const next = seededRandom(seed);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const topics = [
    ["election", "senate", "vote", "campaign", "ballot", "governor"],
    ["storm", "flood", "rain", "evacuation", "coast", "damage"],
    ["court", "judge", "ruling", "appeal", "lawsuit", "verdict"],
    ["market", "shares", "bank", "rates", "inflation", "earnings"],
    ["trade", "tariffs", "talks", "exports", "summit", "minister"],
  ];
  const places = ["Ohio", "Texas", "Berlin", "Manila", "Quebec", "Nairobi", "Lagos", "Denver", "Osaka", "Lima", "Perth", "Oslo"];
  const people = ["Smith", "Garcia", "Okafor", "Tanaka", "Novak", "Dubois", "Rossi", "Khan", "Larsen", "Moreau", "Silva", "Weber"];
  const common = ["says", "new", "after", "week", "officials", "report", "amid", "plan", "first", "over"];
  const events = Array.from({ length: 60 }, (_, e) => ({
    topic: topics[e % topics.length]!,
    place: pick(places),
    person: pick(people),
    figure: `${10 + Math.floor(next() * 900)}`,
    start: DAY + Math.floor(next() * 14 * 24) * HOUR,
  }));
  const words = (event: (typeof events)[number], n: number) =>
    Array.from({ length: n }, () => {
      const r = next();
      if (r < 0.15) return event.place;
      if (r < 0.25) return event.person;
      if (r < 0.32) return event.figure;
      if (r < 0.75) return pick(event.topic);
      return pick(common);
    }).join(" ");
  const articles = Array.from({ length: count }, (_, i) => {
    const event = pick(events);
    const article: ClusterInput = {
      id: `g${i}`,
      source: `outlet-${Math.floor(next() * 15)}`,
      title: `${event.place} ${words(event, 7)}`,
      lead: `${event.person} ${words(event, 18)}.`,
      publishedAt: next() < 0.05 ? Number.NaN : event.start + Math.floor(next() * 36) * HOUR,
    };
    if (next() < 0.3) article.body = `${words(event, 60)}. ${event.person} said ${event.figure} in ${event.place}. ${words(event, 60)}.`;
    return article;
  });
  // Dated first in time order, then the undated (as the evaluation streams them).
  const time = (a: ClusterInput) => (Number.isFinite(a.publishedAt) ? a.publishedAt : Number.POSITIVE_INFINITY);
  return articles.sort((a, b) => time(a) - time(b) || Number(a.id.slice(1)) - Number(b.id.slice(1)));
}
