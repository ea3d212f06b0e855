import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import type { Bias, Factuality } from "@/lib/news/bias-scale";
import type { ReadOutlet } from "@/lib/personal/bias-profile";
import type { YearRead } from "@/lib/personal/year-in-review";

// The reading history as My News Bias and /account need it (issue 5).

interface ReadRow {
  storyId: string | number;
  articleId: string | number | null;
  title: string;
  blindspotFor: YearRead["blindspotFor"];
  readAt: string | Date;
  outletId: string | null;
  interestIds: number[] | null;
}

interface OutletRow {
  storyId: string | number | null;
  id: string;
  name: string;
  bias: Bias;
  factuality: Factuality;
  ownershipType: string | null;
}

/** A cap on the reads one profile weighs: a year of heavy reading, and a bound on the page's cost. */
export const PROFILE_READ_LIMIT = 5_000;

/**
 * The reader's reads since `since` (and before `until`, when given), newest first, each with the outlets
 * it counts toward (its article's outlet, or every outlet of the story for a story read), the story's
 * interests, title and blindspot side (the year in review, issue 22).
 */
export async function profileReads(db: Database, params: { userId: number; since: Date; until?: Date }): Promise<YearRead[]> {
  const until = params.until ? sql`and r.read_at < ${params.until}` : sql``;
  const reads = await queryRows<ReadRow>(
    db,
    sql`select r.story_id as "storyId", r.article_id as "articleId", r.read_at as "readAt", r.outlet_id as "outletId",
               s.interest_ids as "interestIds", s.title, s.blindspot_for as "blindspotFor"
        from reads r join stories s on s.id = r.story_id
        where r.user_id = ${params.userId} and r.read_at >= ${params.since} ${until}
        order by r.read_at desc limit ${PROFILE_READ_LIMIT}`,
  );
  if (reads.length === 0) return [];
  const directIds = [...new Set(reads.map((read) => read.outletId).filter((id): id is string => id !== null))];
  const storyIds = [...new Set(reads.filter((read) => read.outletId === null).map((read) => Number(read.storyId)))];
  const list = <T>(values: T[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);
  const [direct, perStory] = await Promise.all([
    directIds.length
      ? queryRows<OutletRow>(db, sql`select null as "storyId", id, name, bias, factuality, ownership_type as "ownershipType" from outlets where id in (${list(directIds)})`)
      : Promise.resolve([]),
    storyIds.length
      ? queryRows<OutletRow>(
          db,
          sql`select distinct sa.story_id as "storyId", o.id, o.name, o.bias, o.factuality, o.ownership_type as "ownershipType"
              from story_articles sa join articles a on a.id = sa.article_id join outlets o on o.id = a.outlet_id
              where sa.story_id in (${list(storyIds)})`,
        )
      : Promise.resolve([]),
  ]);
  const outletOf = (row: OutletRow): ReadOutlet => ({ id: row.id, name: row.name, bias: row.bias, factuality: row.factuality, ownershipType: row.ownershipType });
  const byId = new Map(direct.map((row) => [row.id, outletOf(row)]));
  const byStory = new Map<number, ReadOutlet[]>();
  for (const row of perStory) {
    const key = Number(row.storyId);
    byStory.set(key, [...(byStory.get(key) ?? []), outletOf(row)]);
  }
  return reads.map((read) => {
    const storyId = Number(read.storyId);
    const direct = read.outletId === null ? undefined : byId.get(read.outletId);
    return {
      storyId,
      articleId: read.articleId === null ? null : Number(read.articleId),
      title: read.title,
      blindspotFor: read.blindspotFor,
      readAt: new Date(read.readAt),
      outlets: direct ? [direct] : read.outletId === null ? (byStory.get(storyId) ?? []) : [],
      interestIds: read.interestIds ?? [],
    };
  });
}

export interface RecentRead {
  id: number;
  storyId: number;
  title: string;
  outletName: string | null;
  readAt: Date;
}

/**
 * The history on /account: the stories read most recently, each once, with its latest read (opening a
 * story and then one of its articles are two reads for My News Bias, but one story in the list).
 */
export async function recentReads(db: Database, params: { userId: number; limit: number }): Promise<RecentRead[]> {
  const rows = await queryRows<Omit<RecentRead, "id" | "storyId" | "readAt"> & { id: string; storyId: string; readAt: string | Date }>(
    db,
    sql`select latest.* from (
          select distinct on (r.story_id) r.id, r.story_id as "storyId", s.title, o.name as "outletName", r.read_at as "readAt"
          from reads r join stories s on s.id = r.story_id left join outlets o on o.id = r.outlet_id
          where r.user_id = ${params.userId}
          order by r.story_id, r.read_at desc, r.id desc
        ) latest
        order by latest."readAt" desc, latest.id desc limit ${params.limit}`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), storyId: Number(row.storyId), readAt: new Date(row.readAt) }));
}
