import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import type { SplitReason } from "@/lib/db/schema";
import { BIAS_VALUES, type Bias } from "@/lib/news/bias-scale";

// Reads behind the story feeds and the story page. Feeds come in two flavours: the current state
// (materialised columns of `stories`) and `asOf` (coverage re-counted from the members published by
// that moment), both returning the same candidate shape for the pure ranking in lib/news.

export type FeedFilter =
  | { kind: "edition"; edition: string }
  | { kind: "blindspot" }
  | { kind: "interest"; interestId: number }
  | { kind: "local"; countryCode: string; regionCode?: string };

/** What every list of stories reads of one (the columns of `stories` behind its card). */
export interface StoryHeadline {
  id: number;
  title: string;
  summary: string;
  imageUrl: string | null;
  firstSeenAt: Date;
  lastSeenAt: Date;
  articleCount: number;
  sourceCount: number;
}

/** A headline as the driver returns it: ids and counts may come as text, times as text or dates. */
export type StoryHeadlineRow = Omit<StoryHeadline, "id" | "firstSeenAt" | "lastSeenAt" | "articleCount" | "sourceCount"> & {
  id: string | number;
  firstSeenAt: string | Date;
  lastSeenAt: string | Date;
  articleCount: string | number;
  sourceCount: string | number;
};

export function toStoryHeadline(row: StoryHeadlineRow): StoryHeadline {
  return {
    id: Number(row.id),
    title: row.title,
    summary: row.summary,
    imageUrl: row.imageUrl,
    firstSeenAt: new Date(row.firstSeenAt),
    lastSeenAt: new Date(row.lastSeenAt),
    articleCount: Number(row.articleCount),
    sourceCount: Number(row.sourceCount),
  };
}

export interface StoryCandidate extends StoryHeadline {
  perBias: Record<Bias, number>;
  editions: string[];
  interestIds: number[];
  blindspotFor: "left" | "right" | null;
}

const biasCountColumns = sql.join(
  BIAS_VALUES.map((bias) => sql`(count(distinct a.outlet_id) filter (where o.bias = ${bias}))::int as ${sql.identifier(bias)}`),
  sql`, `,
);

function filterSql(filter: FeedFilter): SQL {
  switch (filter.kind) {
    case "edition":
      // The International edition ("top") takes every story.
      return filter.edition === "top" ? sql`true` : sql`s.editions @> array[${filter.edition}]::text[]`;
    case "blindspot":
      return sql`true`;
    case "interest":
      return sql`s.interest_ids @> array[${filter.interestId}]::int[]`;
    case "local":
      return sql`exists (select 1 from story_interests si join interests i on i.id = si.interest_id
                         where si.story_id = s.id and i.kind = 'place' and i.country_code = ${filter.countryCode}
                         ${filter.regionCode ? sql`and (i.region_code = ${filter.regionCode})` : sql``})`;
  }
}

type Row = StoryHeadlineRow & Pick<StoryCandidate, "editions" | "interestIds" | "blindspotFor"> & Record<Bias, number>;

function toCandidate(row: Row): StoryCandidate {
  const perBias = Object.fromEntries(BIAS_VALUES.map((bias) => [bias, Number(row[bias] ?? 0)])) as Record<Bias, number>;
  return {
    ...toStoryHeadline(row),
    perBias,
    editions: row.editions,
    interestIds: row.interestIds,
    blindspotFor: row.blindspotFor,
  };
}

/** The latest moment the engine has news for (≤ now): what "now" means when the feeds went quiet. */
export async function latestNewsTime(db: Database, now: Date): Promise<Date | null> {
  const rows = await queryRows<{ at: string | null }>(
    db,
    sql`select max(last_seen_at) as at from stories where merged_into is null and last_seen_at <= ${now}`,
  );
  return rows[0]?.at ? new Date(rows[0].at) : null;
}

/** Current candidates: stories last seen in (at − window, at], from the materialised columns. */
export async function currentCandidates(
  db: Database,
  options: { filter: FeedFilter; at: Date; windowMs: number; limit: number },
): Promise<StoryCandidate[]> {
  const since = new Date(options.at.getTime() - options.windowMs);
  const rows = await queryRows<Row>(
    db,
    sql`select s.id, s.title, s.summary, s.image_url as "imageUrl", s.first_seen_at as "firstSeenAt",
               s.last_seen_at as "lastSeenAt", s.article_count as "articleCount", s.source_count as "sourceCount",
               s.editions, s.interest_ids as "interestIds", s.blindspot_for as "blindspotFor",
               ${sql.join(BIAS_VALUES.map((bias) => sql`coalesce((s.bias_counts ->> ${bias})::int, 0) as ${sql.identifier(bias)}`), sql`, `)}
        from stories s
        where s.merged_into is null and s.last_seen_at > ${since} and s.last_seen_at <= ${options.at}
          and s.source_count > 0 and ${filterSql(options.filter)}
          ${options.filter.kind === "blindspot" ? sql`and s.blindspot_for is not null` : sql``}
        order by s.source_count desc, s.last_seen_at desc, s.id
        limit ${options.limit}`,
  );
  return rows.map(toCandidate);
}

/** Candidates as of a past moment: coverage re-counted from the members published by `at`. */
export async function candidatesAsOf(
  db: Database,
  options: { filter: FeedFilter; at: Date; windowMs: number; limit: number },
): Promise<StoryCandidate[]> {
  const since = new Date(options.at.getTime() - options.windowMs);
  const rows = await queryRows<Row>(
    db,
    sql`select s.id, s.title, s.summary, s.image_url as "imageUrl", s.first_seen_at as "firstSeenAt",
               max(a.published_at) as "lastSeenAt", count(*)::int as "articleCount",
               count(distinct a.outlet_id)::int as "sourceCount", s.editions, s.interest_ids as "interestIds",
               null as "blindspotFor", ${biasCountColumns}
        from stories s
          join story_articles sa on sa.story_id = s.id
          join articles a on a.id = sa.article_id
          join outlets o on o.id = a.outlet_id
        where s.merged_into is null and a.published_at <= ${options.at} and s.first_seen_at <= ${options.at}
          and s.last_seen_at > ${since} and ${filterSql(options.filter)}
        group by s.id
        having max(a.published_at) > ${since}
        order by count(distinct a.outlet_id) desc, max(a.published_at) desc, s.id
        limit ${options.limit}`,
  );
  return rows.map(toCandidate);
}

export interface StoryArticleRow {
  articleId: number;
  title: string;
  description: string;
  url: string;
  imageUrl: string | null;
  author: string | null;
  publishedAt: Date;
  outletId: string;
  outletName: string;
  bias: Bias;
  factuality: string;
  ownershipType: string | null;
  owner: string | null;
  paywall: boolean;
  borderColour: string;
  outletCountry: string;
  score: number;
  sharedTerms: string[];
  sharedEntities: string[];
  split: SplitReason | null;
}

export interface StoryRow {
  id: number;
  title: string;
  summary: string;
  imageUrl: string | null;
  firstSeenAt: Date;
  lastSeenAt: Date;
  mergedInto: number | null;
  editions: string[];
  interestIds: number[];
}

export async function getStoryRow(db: Database, id: number): Promise<StoryRow | null> {
  const rows = await queryRows<StoryRow & { id: string; mergedInto: string | null; firstSeenAt: string; lastSeenAt: string }>(
    db,
    sql`select id, title, summary, image_url as "imageUrl", first_seen_at as "firstSeenAt", last_seen_at as "lastSeenAt",
               merged_into as "mergedInto", editions, interest_ids as "interestIds"
        from stories where id = ${id}`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    id: Number(row.id),
    mergedInto: row.mergedInto === null ? null : Number(row.mergedInto),
    firstSeenAt: new Date(row.firstSeenAt),
    lastSeenAt: new Date(row.lastSeenAt),
  };
}

export async function getStoryArticles(db: Database, storyId: number, asOf?: Date): Promise<StoryArticleRow[]> {
  const rows = await queryRows<StoryArticleRow & { articleId: string; publishedAt: string }>(
    db,
    sql`select a.id as "articleId", a.title, a.description, a.url, a.image_url as "imageUrl", a.author,
               a.published_at as "publishedAt", o.id as "outletId", o.name as "outletName", o.bias, o.factuality,
               o.ownership_type as "ownershipType", o.owner, o.paywall, o.border_colour as "borderColour",
               o.country as "outletCountry", sa.score, sa.shared_terms as "sharedTerms", sa.shared_entities as "sharedEntities",
               sa.split
        from story_articles sa join articles a on a.id = sa.article_id join outlets o on o.id = a.outlet_id
        where sa.story_id = ${storyId} ${asOf ? sql`and a.published_at <= ${asOf}` : sql``}
        order by a.published_at, a.id`,
  );
  return rows.map((row) => ({ ...row, articleId: Number(row.articleId), publishedAt: new Date(row.publishedAt), score: Number(row.score) }));
}

export interface InterestRow {
  id: number;
  kind: string;
  name: string;
  slug: string;
  countryCode: string | null;
  regionCode: string | null;
}

export async function getInterests(db: Database, ids: number[]): Promise<InterestRow[]> {
  if (ids.length === 0) return [];
  return queryRows<InterestRow>(
    db,
    sql`select id, kind, name, slug, country_code as "countryCode", region_code as "regionCode"
        from interests where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
}

export async function getInterest(db: Database, id: number): Promise<InterestRow | null> {
  return (await getInterests(db, [id]))[0] ?? null;
}
