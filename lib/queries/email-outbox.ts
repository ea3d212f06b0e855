import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { emailBodies, emailOutbox } from "@/lib/db/schema";

export type OutboxRow = typeof emailOutbox.$inferSelect;

export interface OutboxMessage {
  /** One message per key, ever: "newsletter:daily-ground:top-us:2026-11-26:42", "reset:17", … */
  dedupeKey: string;
  kind: string;
  to: string;
  subject: string;
  /** The message's own body, or (bodyKey) a shared body with `vars` replaced when it is sent. */
  html?: string;
  text?: string;
  headers?: Record<string, string>;
  bodyKey?: string;
  vars?: Record<string, string>;
  /** Not sent before this time (the reader's local send time for newsletters). */
  notBefore?: Date;
}

/** Queues messages; a key already queued (or sent) is left alone. Answers how many were new. */
export async function enqueueMail(db: Database, messages: OutboxMessage[], now: Date): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = await db
    .insert(emailOutbox)
    .values(
      messages.map((message) => ({
        dedupeKey: message.dedupeKey,
        kind: message.kind,
        toAddress: message.to,
        subject: message.subject,
        html: message.html ?? "",
        text: message.text ?? "",
        headers: message.headers ?? {},
        bodyKey: message.bodyKey ?? null,
        vars: message.vars ?? {},
        notBefore: message.notBefore ?? now,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/**
 * Claims up to `limit` due messages for one worker with a lease (FOR UPDATE SKIP LOCKED, like the feed
 * claims): two workers never hold the same message, and a message whose worker died is due again once
 * its lease has passed.
 */
export async function claimDueMail(db: Database, params: { workerId: string; limit: number; leaseMs: number; now: Date }): Promise<OutboxRow[]> {
  const until = new Date(params.now.getTime() + params.leaseMs);
  const claimed = await queryRows<{ id: number | string }>(
    db,
    sql`
      update email_outbox set claimed_by = ${params.workerId}, claimed_until = ${until}, attempts = attempts + 1
      where id in (
        select id from email_outbox
        where status = 'pending' and not_before <= ${params.now}
          and (claimed_until is null or claimed_until < ${params.now})
        order by not_before, id
        limit ${params.limit}
        for update skip locked
      )
      returning id`,
  );
  if (claimed.length === 0) return [];
  return db
    .select()
    .from(emailOutbox)
    .where(inArray(emailOutbox.id, claimed.map((row) => Number(row.id))))
    .orderBy(asc(emailOutbox.id));
}

/** Marks a claimed message sent, only if this worker still holds it. */
export async function markMailSent(db: Database, params: { id: number; workerId: string; messageId: string; now: Date }): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: params.now, messageId: params.messageId, claimedBy: null, claimedUntil: null, lastError: null })
    .where(and(eq(emailOutbox.id, params.id), eq(emailOutbox.claimedBy, params.workerId)));
}

/** A failed attempt: due again after `retryAt`, or given up ("failed") when `retryAt` is null. */
export async function markMailFailed(db: Database, params: { id: number; workerId: string; error: string; retryAt: Date | null }): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: params.retryAt ? "pending" : "failed",
      notBefore: params.retryAt ?? sql`${emailOutbox.notBefore}`,
      lastError: params.error.slice(0, 1000),
      claimedBy: null,
      claimedUntil: null,
    })
    .where(and(eq(emailOutbox.id, params.id), eq(emailOutbox.claimedBy, params.workerId)));
}

/** The latest messages, newest first, for `npm run mail -- outbox`. */
export async function listOutbox(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
}

export async function outboxCounts(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: emailOutbox.status, count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

export type MailBody = typeof emailBodies.$inferSelect;

/** Stores a shared body once (a second store of the same key keeps the first). */
export async function storeMailBody(db: Database, body: { key: string; subject: string; html: string; text: string; headers: Record<string, string> }, now: Date): Promise<void> {
  await db.insert(emailBodies).values({ ...body, createdAt: now }).onConflictDoNothing({ target: emailBodies.key });
}

export async function mailBodies(db: Database, keys: string[]): Promise<Map<string, MailBody>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select().from(emailBodies).where(inArray(emailBodies.key, keys));
  return new Map(rows.map((row) => [row.key, row]));
}

/**
 * Housekeeping: sent and failed messages older than `keepDays`, the shared bodies no pending message
 * needs any more, and expired e-mail and account tokens. Answers how many rows went.
 */
export async function pruneMail(db: Database, now: Date, keepDays = 30): Promise<number> {
  const before = new Date(now.getTime() - keepDays * 86_400_000);
  const counts = await Promise.all([
    queryRows<{ id: string }>(db, sql`delete from email_outbox where status <> 'pending' and created_at < ${before} returning id`),
    queryRows<{ key: string }>(
      db,
      sql`delete from email_bodies b where b.created_at < ${before}
          and not exists (select 1 from email_outbox o where o.body_key = b.key and o.status = 'pending') returning key`,
    ),
    queryRows<{ id: number }>(db, sql`delete from email_tokens where expires_at < ${now} returning id`),
    queryRows<{ id: number }>(db, sql`delete from account_tokens where expires_at < ${before} returning id`),
  ]);
  return counts.reduce((sum, rows) => sum + rows.length, 0);
}
