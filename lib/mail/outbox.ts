import type { Database } from "@/lib/db";
import { log } from "@/lib/log";
import { claimDueMail, mailBodies, markMailFailed, markMailSent, type MailBody, type OutboxRow } from "@/lib/queries/email-outbox";
import type { MailTransport } from "./transport";

// Draining the outbox (issue 20): claim due messages with a lease, send each, mark it sent. A worker
// killed mid-send leaves its claimed rows pending; once the lease passes another worker takes them, and
// rows already marked sent are never claimed again, so nothing is lost and nothing already recorded as
// sent goes twice (the one message in flight at the kill may, and carries the same Message-ID).

export const MAX_ATTEMPTS = 8;

/** Back-off after a failed attempt: 1, 2, 4 … minutes, at most 6 hours; null once attempts run out. */
export function retryTime(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const minutes = Math.min(2 ** (attempts - 1), 360);
  return new Date(now.getTime() + minutes * 60_000);
}

export interface DrainOptions {
  workerId: string;
  from: string;
  batchSize?: number;
  /** Messages in flight at once (the SMTP pool's connections). */
  concurrency?: number;
  leaseMs?: number;
  now?: () => Date;
  /** Stop after this many batches (tests); default: until nothing is due. */
  maxBatches?: number;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

export function outboxMessageId(row: Pick<OutboxRow, "id">, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "openground.invalid";
  return `<outbox-${row.id}@${domain}>`;
}

/** A row's subject, parts and headers: its own, or its shared body with its `vars` replaced. */
export function messageContent(row: OutboxRow, body: MailBody | undefined): { subject: string; html: string; text: string; headers: Record<string, string> } {
  if (!row.bodyKey) return { subject: row.subject, html: row.html, text: row.text, headers: row.headers };
  if (!body) throw new Error(`mail body ${row.bodyKey} is missing`);
  const fill = (value: string) => Object.entries(row.vars).reduce((result, [name, replacement]) => result.replaceAll(name, replacement), value);
  return {
    subject: fill(body.subject),
    html: fill(body.html),
    text: fill(body.text),
    headers: Object.fromEntries(Object.entries(body.headers).map(([name, value]) => [name, fill(value)])),
  };
}

export async function drainOutbox(db: Database, transport: MailTransport, options: DrainOptions): Promise<DrainResult> {
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 100;
  const concurrency = options.concurrency ?? 4;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const result: DrainResult = { sent: 0, failed: 0 };
  for (let batch = 0; options.maxBatches === undefined || batch < options.maxBatches; batch++) {
    const rows = await claimDueMail(db, { workerId: options.workerId, limit: batchSize, leaseMs, now: now() });
    if (rows.length === 0) break;
    const bodies = await mailBodies(db, [...new Set(rows.map((row) => row.bodyKey).filter((key): key is string => key !== null))]);
    let next = 0;
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        const messageId = outboxMessageId(row, options.from);
        try {
          const content = messageContent(row, row.bodyKey ? bodies.get(row.bodyKey) : undefined);
          await transport.send({ from: options.from, to: row.toAddress, ...content, messageId });
          await markMailSent(db, { id: row.id, workerId: options.workerId, messageId, now: now() });
          result.sent++;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const retryAt = retryTime(row.attempts, now());
          log.warn("mail send failed", { id: row.id, kind: row.kind, attempts: row.attempts, willRetry: retryAt !== null, error: message });
          await markMailFailed(db, { id: row.id, workerId: options.workerId, error: message, retryAt });
          result.failed++;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
  }
  return result;
}
