import { and, count, desc, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { pageViews } from "@/lib/db/schema";

// The site's own page views (issue 19): written by POST /api/views, read by the operator's report
// (`npm run page-views`, /operator/page-views).

export interface PageViewRecord {
  section: string;
  page: string;
  referrerHost: string | null;
  landing: boolean;
  utmCampaign: string | null;
  viewedAt: Date;
}

export async function recordPageView(db: Database, view: PageViewRecord): Promise<void> {
  await db.insert(pageViews).values(view);
}

export interface Counted {
  key: string;
  views: number;
}

export interface PageViewReport {
  since: Date;
  until: Date;
  total: number;
  /** Views per section and UTC day, newest day first. */
  sectionsByDay: { day: string; section: string; views: number }[];
  topPages: Counted[];
  referrers: Counted[];
  landingPages: Counted[];
  campaigns: Counted[];
}

export async function pageViewReport(db: Database, params: { since: Date; until: Date; limit: number }): Promise<PageViewReport> {
  const inRange = and(gte(pageViews.viewedAt, params.since), lt(pageViews.viewedAt, params.until));
  const views = count().as("views");
  const top = async (column: typeof pageViews.page | typeof pageViews.referrerHost | typeof pageViews.utmCampaign, extra?: ReturnType<typeof and>) => {
    const rows = await db
      .select({ key: column, views })
      .from(pageViews)
      .where(and(inRange, isNotNull(column), extra))
      .groupBy(column)
      .orderBy(desc(views), column)
      .limit(params.limit);
    return rows.map((row) => ({ key: row.key ?? "", views: Number(row.views) }));
  };
  const day = sql<string>`to_char(${pageViews.viewedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [totalRow] = await db.select({ views: count() }).from(pageViews).where(inRange);
  const sectionsByDay = await db
    .select({ day, section: pageViews.section, views })
    .from(pageViews)
    .where(inRange)
    .groupBy(day, pageViews.section)
    .orderBy(desc(day), desc(views), pageViews.section);
  return {
    since: params.since,
    until: params.until,
    total: Number(totalRow?.views ?? 0),
    sectionsByDay: sectionsByDay.map((row) => ({ day: row.day, section: row.section, views: Number(row.views) })),
    topPages: await top(pageViews.page),
    referrers: await top(pageViews.referrerHost),
    landingPages: await top(pageViews.page, sql`${pageViews.landing}`),
    campaigns: await top(pageViews.utmCampaign),
  };
}
