import { and, count, desc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { PUSH_BROWSER_LIMIT } from "@/lib/accounts/limits";
import type { Database } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { pushNotifications, pushSubscriptions } from "@/lib/db/schema";
import type { BreakingCandidate } from "@/lib/notifications/rules";
import type { PushTarget } from "@/lib/notifications/push-transport";

// Web Push rows (issue 22): the browsers each reader subscribed, and the notifications each was sent.

/**
 * Stores a browser's subscription for this reader. The same endpoint again (a browser re-subscribing,
 * or another reader signing in on it) takes the new keys and owner: one browser, one owner. A reader
 * keeps their PUSH_BROWSER_LIMIT latest browsers; an older one beyond them is forgotten, so one account
 * cannot make the server send each notification to thousands of addresses of its choosing.
 */
export async function saveSubscription(db: Database, userId: number, target: PushTarget, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, ...target, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: target.p256dh, auth: target.auth, createdAt: now } });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(PUSH_BROWSER_LIMIT);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  });
}

/** Removes this reader's subscription of one browser; answers whether there was one. */
export async function deleteSubscription(db: Database, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Removes a subscription the push service says is gone (404, 410). */
export async function deleteGoneSubscription(db: Database, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export interface NotificationItem {
  id: number;
  kind: string;
  title: string;
  body: string;
  url: string;
  createdAt: Date;
  seen: boolean;
}

/** The header's notification dot and list: how many are unseen, and the latest few. */
export async function notificationSummary(db: Database, userId: number, limit = 10): Promise<{ unseen: number; recent: NotificationItem[] }> {
  const [{ value: unseen } = { value: 0 }] = await db
    .select({ value: count() })
    .from(pushNotifications)
    .where(and(eq(pushNotifications.userId, userId), isNull(pushNotifications.seenAt)));
  const rows = await db
    .select()
    .from(pushNotifications)
    .where(eq(pushNotifications.userId, userId))
    .orderBy(desc(pushNotifications.createdAt), desc(pushNotifications.id))
    .limit(limit);
  return {
    unseen,
    recent: rows.map((row) => ({ id: row.id, kind: row.kind, title: row.title, body: row.body, url: row.url, createdAt: row.createdAt, seen: row.seenAt !== null })),
  };
}

/** The reader viewed the list: the dot goes. Answers how many were unseen. */
export async function markNotificationsSeen(db: Database, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(pushNotifications)
    .set({ seenAt: now })
    .where(and(eq(pushNotifications.userId, userId), isNull(pushNotifications.seenAt)))
    .returning({ id: pushNotifications.id });
  return rows.length;
}

export interface NotificationRecord {
  userId: number;
  key: string;
  kind: "breaking" | "daily";
  title: string;
  body: string;
  url: string;
}

/**
 * Records a notification unless this reader already has one under this key; answers whether this call
 * recorded it, i.e. whether this process should send it (several workers never send one twice).
 */
export async function recordNotification(db: Database, record: NotificationRecord, now: Date): Promise<boolean> {
  const rows = await db
    .insert(pushNotifications)
    .values({ ...record, createdAt: now })
    .onConflictDoNothing({ target: [pushNotifications.userId, pushNotifications.key] })
    .returning({ id: pushNotifications.id });
  return rows.length > 0;
}

export interface PushReader {
  id: number;
  timeZoneId: string | null;
  topFeedEdition: string | null;
  pnLevel: string | null;
  pnSound: boolean | null;
  pnDailyTime: number | null;
  followedInterestIds: number[];
  /** Breaking stories this reader was sent in the 24 hours before `now`. */
  breakingStoryIds: number[];
}

/** Every reader with at least one subscribed browser, with what the rules need. */
export async function pushReaders(db: Database, now: Date): Promise<PushReader[]> {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const rows = await queryRows<{
    id: number;
    time_zone_id: string | null;
    top_feed_edition: string | null;
    pn_level: string | null;
    pn_sound: boolean | null;
    pn_daily_time: number | null;
    followed: string[] | null;
    breaking: string[] | null;
  }>(
    db,
    sql`select u.id, u.time_zone_id, u.top_feed_edition, u.pn_level, u.pn_sound, u.pn_daily_time,
          (select array_agg(f.target_id) from follows f
            where f.user_id = u.id and f.target_kind = 'interest' and f.relation = 'follow') as followed,
          (select array_agg(substr(n.key, 7)) from push_notifications n
            where n.user_id = u.id and n.kind = 'breaking' and n.created_at > ${dayAgo}) as breaking
        from users u
        where exists (select 1 from push_subscriptions s where s.user_id = u.id)
        order by u.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    timeZoneId: row.time_zone_id,
    topFeedEdition: row.top_feed_edition,
    pnLevel: row.pn_level,
    pnSound: row.pn_sound,
    pnDailyTime: row.pn_daily_time === null ? null : Number(row.pn_daily_time),
    followedInterestIds: (row.followed ?? []).map(Number).filter(Number.isInteger),
    breakingStoryIds: (row.breaking ?? []).map(Number),
  }));
}

/** Stories first seen since `since` that already have `minSources` outlets: the breaking candidates. */
export async function breakingCandidates(db: Database, since: Date, minSources: number): Promise<BreakingCandidate[]> {
  const rows = await queryRows<{ id: string; title: string; source_count: number; first_seen_at: Date | string; interest_ids: number[] | null }>(
    db,
    sql`select id, title, source_count, first_seen_at, interest_ids from stories
        where merged_into is null and first_seen_at >= ${since} and source_count >= ${minSources}
        order by source_count desc, id limit 100`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    sourceCount: Number(row.source_count),
    firstSeenAt: new Date(row.first_seen_at),
    interestIds: (row.interest_ids ?? []).map(Number),
  }));
}

/** The subscribed browsers of these readers, by reader. */
export async function subscriptionsByReader(db: Database, userIds: number[]): Promise<Map<number, PushTarget[]>> {
  const byReader = new Map<number, PushTarget[]>();
  if (userIds.length === 0) return byReader;
  const rows = await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
  for (const row of rows) {
    const list = byReader.get(row.userId) ?? [];
    list.push({ endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth });
    byReader.set(row.userId, list);
  }
  return byReader;
}
