import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import type { Bias, Factuality } from "@/lib/news/bias-scale";
import type { RatingInput } from "@/lib/outlets/outlet-schema";
import type { StoredOutlet } from "@/lib/outlets/registry";

// Reads behind the outlet pages, the ratings method's outlet table and the story page's monograms
// (issue 4 "Outlet pages and the ratings method").

export type OutletLogo = StoredOutlet["logo"];
/** One rater's rating; ratedOn is YYYY-MM-DD. */
export type OutletRating = StoredOutlet["ratings"][number];

export interface OutletFeed {
  url: string;
  enabled: boolean;
  lastSuccessAt: string | null;
  errorCount: number;
}

/** The stored outlet (lib/outlets' StoredOutlet) with who manages it and its feeds' health. */
export interface OutletProfile extends Omit<StoredOutlet, "feeds"> {
  managedBy: "registry" | "operator";
  feeds: OutletFeed[];
}

const isoDay = (value: string | Date) => (typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10));

export async function getOutletProfile(db: Database, id: string): Promise<OutletProfile | null> {
  const [outlet] = await queryRows<Omit<OutletProfile, "ratings" | "feeds">>(
    db,
    sql`select id, name, domains, country, editions, bias, bias_basis as "biasBasis", factuality, owner,
               ownership_type as "ownershipType", paywall, border_colour as "borderColour", logo, managed_by as "managedBy"
        from outlets where id = ${id}`,
  );
  if (!outlet) return null;
  const [ratings, feeds] = await Promise.all([
    queryRows<Omit<OutletRating, "ratedOn"> & { ratedOn: string | Date }>(
      db,
      sql`select kind, rater, label, rated_on as "ratedOn", url from outlet_ratings
          where outlet_id = ${id} order by kind, rated_on desc, rater`,
    ),
    queryRows<{ url: string; enabled: boolean; lastSuccessAt: string | Date | null; errorCount: number }>(
      db,
      sql`select url, enabled, last_success_at as "lastSuccessAt", error_count as "errorCount"
          from feeds where outlet_id = ${id} order by url`,
    ),
  ]);
  return {
    ...outlet,
    ratings: ratings.map((rating) => ({ ...rating, ratedOn: isoDay(rating.ratedOn) })),
    feeds: feeds.map((feed) => ({
      url: feed.url,
      enabled: feed.enabled,
      lastSuccessAt: feed.lastSuccessAt === null ? null : new Date(feed.lastSuccessAt).toISOString(),
      errorCount: Number(feed.errorCount),
    })),
  };
}

export interface OutletStory {
  id: number;
  title: string;
  lastSeenAt: string;
  sourceCount: number;
  coverage: { left: number; center: number; right: number };
  blindspotFor: "left" | "right" | null;
  /** The outlet's own latest article in the story. */
  articleTitle: string;
  articlePublishedAt: string;
  /** The story has an image (served by /img/story/{id}, issue 25). */
  hasImage: boolean;
}

/** The live stories the outlet's latest articles belong to, most recent article first. */
export async function recentStoriesWithOutlet(db: Database, outletId: string, limit: number): Promise<OutletStory[]> {
  const rows = await queryRows<{
    id: string | number;
    title: string;
    lastSeenAt: string | Date;
    sourceCount: number;
    left: number;
    center: number;
    right: number;
    blindspotFor: "left" | "right" | null;
    articleTitle: string;
    articlePublishedAt: string | Date;
    hasImage: boolean;
  }>(
    db,
    sql`select distinct on (s.id) s.id, s.title, s.last_seen_at as "lastSeenAt", s.source_count as "sourceCount",
               s.left_percent as "left", s.center_percent as "center", s.right_percent as "right",
               s.blindspot_for as "blindspotFor", a.title as "articleTitle", a.published_at as "articlePublishedAt",
               (s.image_url is not null) as "hasImage"
        from (select id, title, published_at from articles where outlet_id = ${outletId}
              order by published_at desc limit ${limit * 4}) a
          join story_articles sa on sa.article_id = a.id
          join stories s on s.id = sa.story_id and s.merged_into is null
        order by s.id, a.published_at desc`,
  );
  return rows
    .map((row) => ({
      id: Number(row.id),
      title: row.title,
      lastSeenAt: new Date(row.lastSeenAt).toISOString(),
      sourceCount: Number(row.sourceCount),
      coverage: { left: Number(row.left), center: Number(row.center), right: Number(row.right) },
      blindspotFor: row.blindspotFor,
      articleTitle: row.articleTitle,
      articlePublishedAt: new Date(row.articlePublishedAt).toISOString(),
      hasImage: Boolean(row.hasImage),
    }))
    .sort((a, b) => b.articlePublishedAt.localeCompare(a.articlePublishedAt) || b.id - a.id)
    .slice(0, limit);
}

export interface OutletDirectoryEntry {
  id: string;
  name: string;
  country: string;
  bias: Bias;
  factuality: Factuality;
  ownershipType: string | null;
  borderColour: string;
  logo: OutletLogo;
}

/** Every outlet, by name: the ratings page's table. */
export async function listOutletDirectory(db: Database): Promise<OutletDirectoryEntry[]> {
  return queryRows<OutletDirectoryEntry>(
    db,
    sql`select id, name, country, bias, factuality, ownership_type as "ownershipType", border_colour as "borderColour", logo
        from outlets order by lower(name), id`,
  );
}

/** Monograms of the given outlets, for the story page's article list. */
export async function outletLogos(db: Database, ids: readonly string[]): Promise<Record<string, OutletLogo>> {
  if (ids.length === 0) return {};
  const rows = await queryRows<{ id: string; logo: OutletLogo }>(
    db,
    sql`select id, logo from outlets where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  return Object.fromEntries(rows.map((row) => [row.id, row.logo]));
}

/** The outlets the engine reads: those with at least one enabled feed, with their bias and editions. */
export async function listWatchedOutlets(db: Database): Promise<{ id: string; bias: Bias; editions: string[] }[]> {
  return queryRows<{ id: string; bias: Bias; editions: string[] }>(
    db,
    sql`select o.id, o.bias, o.editions from outlets o
        where exists (select 1 from feeds f where f.outlet_id = o.id and f.enabled)
        order by o.id`,
  );
}

/** Every outlet's bias ratings as stored, for the counts of the rating rules (lib/outlets/edition-counts.ts). */
export async function listBiasRatings(db: Database): Promise<{ outletId: string; ratings: RatingInput[] }[]> {
  const rows = await queryRows<{ outletId: string; rater: string; label: string; ratedOn: string | Date }>(
    db,
    sql`select outlet_id as "outletId", rater, label, rated_on as "ratedOn" from outlet_ratings where kind = 'bias' order by outlet_id`,
  );
  const byOutlet = new Map<string, RatingInput[]>();
  for (const row of rows) {
    if (row.rater !== "AllSides" && row.rater !== "MBFC") continue; // raters no scale reads do not count
    const ratings = byOutlet.get(row.outletId) ?? [];
    ratings.push({ rater: row.rater, label: row.label, date: isoDay(row.ratedOn) });
    byOutlet.set(row.outletId, ratings);
  }
  return [...byOutlet].map(([outletId, ratings]) => ({ outletId, ratings }));
}
