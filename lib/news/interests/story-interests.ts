import { extractEntities, extractTitleEntities, resolveSurnames } from "./extract-entities";
import type { PlaceKind, PlaceRef } from "./gazetteer";
import { interestId, interestSlug, type EntityKind } from "./interest-id";
import { matchTopics } from "./match-topics";
import { TOPIC_BY_ID } from "./taxonomy";

// The interests a story belongs to (ARCHITECTURE.md §4): taxonomy topics and the people, organisations
// and places its members name. One article mentioning someone in passing does not make the story about
// them: an interest counts when the story's headline names it or at least two members do (for topics,
// and in stories of nine or more members, a quarter of them).

export interface TopicInterest {
  id: number;
  slug: string;
  name: string;
  /** 0…1: how strongly the members are about the topic. */
  score: number;
}

export interface EntityInterest {
  id: number;
  kind: EntityKind;
  name: string;
  slug: string;
  /** 0…1: the share of the members (and the headline) that name it. */
  score: number;
}

export interface PlaceInterest extends EntityInterest {
  kind: "place";
  placeKind: PlaceKind;
  countryCode: string;
  regionCode?: string;
}

export interface StoryInterests {
  topics: TopicInterest[];
  people: EntityInterest[];
  organisations: EntityInterest[];
  places: PlaceInterest[];
}

export interface StoryInterestOptions {
  /** The story's chosen headline; the first member's title when absent. */
  headline?: string;
  /** At most this many interests of each kind, strongest first. */
  maxPerKind?: number;
}

export const MAX_INTERESTS_PER_KIND = 8;
export const MIN_MEMBERS_FOR_INTEREST = 2;
/** In large stories a topic needs this share of members, so two stray mentions of "police" don't count. */
export const MIN_MEMBER_SHARE_FOR_TOPIC = 0.25;
/** Following "Soccer" implies "Sports": a parent topic gets this fraction of its child's score. */
export const PARENT_TOPIC_FACTOR = 0.8;
/** A title keyword weighs as much as two lead keywords; a member is about a topic from 2 points. */
const TITLE_WEIGHT = 2;
const MEMBER_TOPIC_THRESHOLD = 2;
const EVIDENCE_CAP = 4;

type Article = { title: string; lead: string };

const byScoreThenName = <T extends { score: number; name: string }>(a: T, b: T) => b.score - a.score || a.name.localeCompare(b.name);

function storyTopics(articles: readonly Article[], headline: string, limit: number): TopicInterest[] {
  const evidence = new Map<number, number[]>();
  articles.forEach((article) => {
    const inTitle = matchTopics(article.title);
    const inLead = matchTopics(article.lead);
    for (const id of new Set([...inTitle.keys(), ...inLead.keys()])) {
      const points = TITLE_WEIGHT * (inTitle.get(id) ?? 0) + (inLead.get(id) ?? 0);
      evidence.set(id, [...(evidence.get(id) ?? []), points]);
    }
  });
  const inHeadline = matchTopics(headline);
  const needed = Math.max(MIN_MEMBERS_FOR_INTEREST, Math.ceil(MIN_MEMBER_SHARE_FOR_TOPIC * articles.length));
  const scores = new Map<number, number>();
  for (const [id, points] of evidence) {
    const members = points.filter((value) => value >= MEMBER_TOPIC_THRESHOLD).length;
    if (!inHeadline.has(id) && members < needed) continue;
    const strength = points.reduce((sum, value) => sum + Math.min(value, EVIDENCE_CAP) / EVIDENCE_CAP, 0);
    scores.set(id, (strength + (inHeadline.has(id) ? 1 : 0)) / (articles.length + 1));
  }
  for (const [id, score] of [...scores]) {
    let parentId = TOPIC_BY_ID.get(id)?.parentId;
    let inherited = score;
    while (parentId !== undefined) {
      inherited *= PARENT_TOPIC_FACTOR;
      scores.set(parentId, Math.max(scores.get(parentId) ?? 0, inherited));
      parentId = TOPIC_BY_ID.get(parentId)?.parentId;
    }
  }
  return [...scores]
    .map(([id, score]) => {
      const topic = TOPIC_BY_ID.get(id)!;
      return { id, slug: topic.slug, name: topic.name, score: round(score) };
    })
    .sort(byScoreThenName)
    .slice(0, limit);
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Counts, per entity key, how many members name it, and whether the headline does. */
function tally<T>(perMember: readonly T[][], inHeadline: readonly T[], key: (item: T) => string, total: number) {
  const counts = new Map<string, { item: T; members: number; headline: boolean }>();
  for (const items of perMember)
    for (const item of new Map(items.map((entry) => [key(entry), entry])).values()) {
      const entry = counts.get(key(item)) ?? { item, members: 0, headline: false };
      entry.members++;
      counts.set(key(item), entry);
    }
  for (const item of inHeadline) {
    const entry = counts.get(key(item)) ?? { item, members: 0, headline: false };
    entry.headline = true;
    counts.set(key(item), entry);
  }
  return [...counts.values()]
    .filter((entry) => entry.headline || entry.members >= MIN_MEMBERS_FOR_INTEREST)
    .map((entry) => ({ item: entry.item, score: round((entry.members + (entry.headline ? 1 : 0)) / (total + 1)) }));
}

function entity(kind: EntityKind, name: string, score: number): EntityInterest {
  return { id: interestId(kind, name), kind, name, slug: interestSlug(kind, name), score };
}

export function storyInterests(articles: readonly Article[], options: StoryInterestOptions = {}): StoryInterests {
  const limit = options.maxPerKind ?? MAX_INTERESTS_PER_KIND;
  const headline = options.headline ?? articles[0]?.title ?? "";
  const perMember = articles.map((article) => extractEntities(article.title, article.lead));
  // Surnames resolve against every full name in the story: "Kerry" in one lead, "John Kerry" in another.
  const allPeople = perMember.flatMap((entities) => entities.people);
  const headlineLead = articles.find((article) => article.title === headline)?.lead ?? "";
  const inHeadline = extractTitleEntities(headline, headlineLead);
  const people = tally(
    perMember.map((entities) => resolveSurnames(entities.people, allPeople)),
    resolveSurnames(inHeadline.people, allPeople),
    (name) => name,
    articles.length,
  );
  const organisations = tally(perMember.map((entities) => entities.organisations), inHeadline.organisations, (name) => name, articles.length);
  const placeKey = (place: PlaceRef) => `${place.kind}:${place.name}`;
  const places = tally(perMember.map((entities) => entities.places), inHeadline.places, placeKey, articles.length);
  return {
    topics: storyTopics(articles, headline, limit),
    people: people.map(({ item, score }) => entity("person", item, score)).sort(byScoreThenName).slice(0, limit),
    organisations: organisations.map(({ item, score }) => entity("organisation", item, score)).sort(byScoreThenName).slice(0, limit),
    places: places
      .map(({ item, score }): PlaceInterest => ({
        ...entity("place", item.name, score),
        kind: "place",
        placeKind: item.kind,
        countryCode: item.countryCode,
        ...(item.regionCode ? { regionCode: item.regionCode } : {}),
      }))
      .sort(byScoreThenName)
      .slice(0, limit),
  };
}

/** Every interest of the story in one list, the shape the story writer stores. */
export type AnyInterest = (TopicInterest & { kind: "topic" }) | EntityInterest | PlaceInterest;

export function interestList(interests: StoryInterests): AnyInterest[] {
  return [...interests.topics.map((topic) => ({ ...topic, kind: "topic" as const })), ...interests.people, ...interests.organisations, ...interests.places];
}
