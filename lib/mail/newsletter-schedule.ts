import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { pruneMail } from "@/lib/queries/email-outbox";
import { log } from "@/lib/log";
import { newslettersDueOn } from "@/lib/newsletters/catalogue";
import { queueNewsletterIssue } from "./newsletter-send";

// The newsletter calendar (issue 20): from 00:00 UTC on a date, each newsletter due that day is queued
// once — the first process to claim `newsletter-issue:<slug>:<date>` in engine_state does it, so several
// workers never compose an issue twice (and the outbox's unique keys would absorb it if they did). Each
// reader's copy then waits in the outbox until 07:00 in the reader's time zone.

export async function claimIssue(db: Database, slug: string, date: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`insert into engine_state (key, value, updated_at) values (${`newsletter-issue:${slug}:${date}`}, ${JSON.stringify({ queuedAt: now.toISOString() })}::jsonb, ${now})
        on conflict (key) do nothing returning key`,
  );
  return rows.length > 0;
}

/** Queues today's due issues that nobody has queued yet. */
export async function queueDueIssues(db: Database, params: { siteUrl: string; now: Date }): Promise<string[]> {
  const date = params.now.toISOString().slice(0, 10);
  const queued: string[] = [];
  for (const slug of newslettersDueOn(date)) {
    if (!(await claimIssue(db, slug, date, params.now))) continue;
    try {
      await queueNewsletterIssue(db, { slug, date, siteUrl: params.siteUrl, now: params.now });
      queued.push(slug);
    } catch (error) {
      // Give the claim back so the next turn tries again.
      await db.execute(sql`delete from engine_state where key = ${`newsletter-issue:${slug}:${date}`}`);
      log.error("newsletter issue failed", { slug, date, error });
    }
  }
  return queued;
}

/** A beforeDrain hook for the mail loop: looks at the calendar at most once a minute, prunes old mail hourly. */
export function newsletterCalendar(siteUrl: string): (db: Database) => Promise<void> {
  let lastLook = 0;
  let lastPrune = 0;
  return async (db) => {
    if (Date.now() - lastLook < 60_000) return;
    lastLook = Date.now();
    await queueDueIssues(db, { siteUrl, now: new Date() });
    if (Date.now() - lastPrune >= 3_600_000) {
      lastPrune = Date.now();
      const pruned = await pruneMail(db, new Date());
      if (pruned) log.info("old mail pruned", { rows: pruned });
    }
  };
}
