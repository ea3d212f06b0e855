import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import type { Bias } from "@/lib/news/bias-scale";
import { prefixTsQuery, usesSearchSyntax } from "@/lib/site/search-params";

// Search over stories, interests and outlets (issue 4 "Search"): PostgreSQL full-text search on the
// member articles' `search` tsvector (GIN index articles_search) and trigram similarity (pg_trgm) on
// story titles and on interest and outlet names (GIN indexes stories_title_trgm, interests_name_trgm,
// outlets_name_trgm). Each query is bounded so it stays fast enough to run on every keystroke.

/** Matching articles considered per story search, newest first: news search favours the recent. */
const ARTICLE_CANDIDATES = 400;

export interface StorySearchHit {
  id: number;
  title: string;
  summary: string;
  lastSeenAt: string;
  sourceCount: number;
  coverage: { left: number; center: number; right: number };
  blindspotFor: "left" | "right" | null;
}

export interface InterestSearchHit {
  id: number;
  kind: string;
  name: string;
  stories: number;
}

export interface OutletSearchHit {
  id: string;
  name: string;
  country: string;
  bias: Bias;
  borderColour: string;
  logo: { initials: string; background: string; foreground: string };
}

export interface SearchResults {
  stories: StorySearchHit[];
  interests: InterestSearchHit[];
  outlets: OutletSearchHit[];
}

/** The tsquery for `q`: web-search syntax as written, plain words with the last one as a prefix. */
function tsQuery(q: string): SQL {
  const prefix = usesSearchSyntax(q) ? null : prefixTsQuery(q);
  return prefix ? sql`to_tsquery('english', ${prefix})` : sql`websearch_to_tsquery('english', ${q})`;
}

/**
 * Runs a search with sequential scans discouraged for its transaction. The planner does not know how
 * costly a trigram comparison is: on 20,000 stories it prefers to compare every title (≈110 ms, PGlite)
 * over the GIN index stories_title_trgm (≈6 ms), so the index must be asked for. SET LOCAL ends with
 * the transaction, so no other query on the connection is affected.
 */
async function withIndexScans<T>(db: Database, run: (tx: Pick<Database, "execute">) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return run(tx);
  });
}

/** `q` as an ILIKE prefix pattern, its wildcards escaped. */
function likePrefix(q: string): string {
  return `${q.replace(/[\\%_]/g, "\\$&")}%`;
}

/** How much more a story whose own title holds the words weighs than one whose articles only mention them. */
export const TITLE_MATCH_WEIGHT = 1.5;

type StoryHitRow = Omit<StorySearchHit, "id" | "lastSeenAt" | "coverage"> & {
  id: string | number;
  lastSeenAt: string | Date;
  left: number;
  center: number;
  right: number;
};

const STORY_HIT_COLUMNS = sql`s.id, s.title, s.summary, s.last_seen_at as "lastSeenAt", s.source_count as "sourceCount",
  s.left_percent as "left", s.center_percent as "center", s.right_percent as "right", s.blindspot_for as "blindspotFor"`;

function toStoryHit(row: StoryHitRow): StorySearchHit {
  return {
    id: Number(row.id),
    title: row.title,
    summary: row.summary,
    lastSeenAt: new Date(row.lastSeenAt).toISOString(),
    sourceCount: Number(row.sourceCount),
    coverage: { left: Number(row.left), center: Number(row.center), right: Number(row.right) },
    blindspotFor: row.blindspotFor,
  };
}

/**
 * Full-text matches: the newest ARTICLE_CANDIDATES member articles matching `q`, grouped by story.
 * Ranked by relevance and coverage together (issue 25): the best text rank of a member article, half as
 * much again when the story's own title matches, times log2(1 + outlets covering it), so a story three
 * outlets cover is not buried under one-source pieces that repeat the word more often. Then the most
 * recently updated.
 */
async function textMatches(db: Database, q: string, limit: number): Promise<StoryHitRow[]> {
  return queryRows<StoryHitRow>(
    db,
    sql`with query as (select ${tsQuery(q)} as tsq),
        hits as (
          select sa.story_id, max(ts_rank(hit.search, query.tsq)) as rank
          from (select a.id, a.search from articles a, query where a.search @@ query.tsq
                order by a.published_at desc limit ${ARTICLE_CANDIDATES}) hit
            cross join query
            join story_articles sa on sa.article_id = hit.id
          group by sa.story_id)
        select ${STORY_HIT_COLUMNS}
        from hits join stories s on s.id = hits.story_id cross join query
        where s.merged_into is null and s.source_count > 0
        order by hits.rank * (case when to_tsvector('english', s.title) @@ query.tsq then ${TITLE_MATCH_WEIGHT}::float8 else 1 end)
                   * log(2.0, 1 + s.source_count::numeric) desc,
                 s.last_seen_at desc, s.id desc
        limit ${limit}`,
  );
}

/** Stories whose title is like `q` word for word (trigram word_similarity): what forgives a typo. */
async function titleMatches(db: Database, q: string, limit: number, exclude: readonly number[]): Promise<StoryHitRow[]> {
  return withIndexScans(db, (tx) =>
    queryRows<StoryHitRow>(
      tx,
      sql`select ${STORY_HIT_COLUMNS} from stories s
          where ${q} <% s.title and s.merged_into is null and s.source_count > 0
            ${exclude.length ? sql`and s.id not in (${sql.join(exclude.map((id) => sql`${id}`), sql`, `)})` : sql``}
          order by word_similarity(${q}, s.title) desc, s.last_seen_at desc, s.id desc
          limit ${limit}`,
    ),
  );
}

/**
 * Live stories matching `q`: full-text search over the member articles' titles and descriptions (with
 * the last word as a prefix while typing), topped up by trigram similarity on story titles only when
 * the text search finds fewer than `limit`. Comparing trigrams costs far more than the text index, and
 * a query the text search answers in full gains nothing from it; a misspelt one does.
 */
export async function searchStories(db: Database, params: { q: string; limit: number }): Promise<StorySearchHit[]> {
  const found = await textMatches(db, params.q, params.limit);
  // Web-search syntax says exactly what to leave out; a fuzzy title match would not honour it.
  if (found.length >= params.limit || usesSearchSyntax(params.q)) return found.map(toStoryHit);
  const more = await titleMatches(db, params.q, params.limit - found.length, found.map((row) => Number(row.id)));
  return [...found, ...more].map(toStoryHit);
}

/** Interests whose name is like `q` (trigram, or a plain prefix for one or two letters), with their story counts. */
export async function searchInterests(db: Database, params: { q: string; limit: number }): Promise<InterestSearchHit[]> {
  const rows = await withIndexScans(db, (tx) => queryRows<{ id: number; kind: string; name: string; stories: number | string }>(
    tx,
    sql`select i.id, i.kind, i.name,
               (select count(*) from story_interests si where si.interest_id = i.id)::int as stories
        from interests i
        where ${params.q} <% i.name or i.name ilike ${likePrefix(params.q)}
        order by (i.name ilike ${likePrefix(params.q)}) desc,
                 greatest(word_similarity(${params.q}, i.name), similarity(${params.q}, i.name)) desc, i.name, i.id
        limit ${params.limit}`,
  ));
  return rows.map((row) => ({ id: Number(row.id), kind: row.kind, name: row.name, stories: Number(row.stories) }));
}

/** Outlets whose name or a domain is like `q`. */
export async function searchOutlets(db: Database, params: { q: string; limit: number }): Promise<OutletSearchHit[]> {
  return queryRows<OutletSearchHit>(
    db,
    sql`select o.id, o.name, o.country, o.bias, o.border_colour as "borderColour", o.logo
        from outlets o
        where ${params.q} <% o.name or o.name ilike ${likePrefix(params.q)}
           or exists (select 1 from unnest(o.domains) d where d ilike ${likePrefix(params.q)} or d ilike ${`www.${likePrefix(params.q)}`})
        order by (o.name ilike ${likePrefix(params.q)}) desc,
                 greatest(word_similarity(${params.q}, o.name), similarity(${params.q}, o.name)) desc,
                 -- among names that all hold the word ("Fox News", "FOX 2 Detroit"), the closest whole name first
                 similarity(${params.q}, o.name) desc, o.name
        limit ${params.limit}`,
  );
}

/** All three kinds at once; `limit` applies to each. */
export async function searchEverything(db: Database, params: { q: string; limit: number }): Promise<SearchResults> {
  const [stories, interests, outlets] = await Promise.all([searchStories(db, params), searchInterests(db, params), searchOutlets(db, params)]);
  return { stories, interests, outlets };
}
