// `npm run mail -- outbox [--limit N]`: what the site has queued or sent (status, recipient, subject), and
// where undelivered mail goes. `npm run mail -- drain`: send what is due now (SMTP_URL, else .eml files).
// `npm run mail -- queue <slug> [--date YYYY-MM-DD]`: queue that newsletter's issue now (each reader's copy
// still waits for 07:00 their time); a reader who already has that day's issue gets nothing more.
import path from "node:path";
import { getDatabase } from "../lib/db";
import { getEnv } from "../lib/env";
import { setLogLevel } from "../lib/log";
import { drainOutbox } from "../lib/mail/outbox";
import { transportFromEnv } from "../lib/mail/transport";
import { workerIdentity } from "../lib/engine/settings";
import { listOutbox, outboxCounts } from "../lib/queries/email-outbox";
import { queueNewsletterIssue } from "../lib/mail/newsletter-send";
import { newsletterBySlug } from "../lib/newsletters/catalogue";
import { parseArgs, runCli } from "./lib/cli";

const USAGE = "usage: npm run mail -- outbox [--limit N] | drain | queue <daily-ground|blindspot-report|offbeat|burst-your-bubble> [--date YYYY-MM-DD]";

runCli(async () => {
  const env = getEnv();
  setLogLevel(env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL);
  const { options, positional } = parseArgs(process.argv.slice(2));
  const command = positional[0];
  if (command !== "outbox" && command !== "drain" && command !== "queue") {
    console.error(USAGE);
    return 2;
  }
  const slug = positional[1];
  const date = options.get("date") ?? new Date().toISOString().slice(0, 10);
  if (command === "queue" && (!slug || !newsletterBySlug(slug) || typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date))) {
    console.error(USAGE);
    return 2;
  }
  const handle = await getDatabase();
  try {
    if (command === "queue") {
      const result = await queueNewsletterIssue(handle.db, { slug: newsletterBySlug(slug!)!.slug, date: date as string, siteUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`, now: new Date() });
      console.log(`${slug} ${date}: ${result.queued} queued, ${result.skipped} not included in their plan, ${result.subscribers} subscribers`);
      return 0;
    }
    if (command === "drain") {
      const transport = transportFromEnv(env);
      const result = await drainOutbox(handle.db, transport, { workerId: workerIdentity("mail-cli"), from: env.MAIL_FROM });
      transport.close();
      console.log(`${result.sent} sent, ${result.failed} failed (to ${transport.describe})`);
      return result.failed ? 1 : 0;
    }
    const limit = Number(options.get("limit") ?? 50);
    if (!Number.isInteger(limit) || limit < 1) {
      console.error(`--limit must be a positive integer (got ${String(options.get("limit"))})`);
      return 2;
    }
    const rows = await listOutbox(handle.db, limit);
    for (const row of rows) {
      const when = (row.sentAt ?? row.notBefore).toISOString();
      console.log(`${String(row.id).padStart(6)}  ${row.status.padEnd(7)}  ${when}  ${row.kind.padEnd(10)}  ${row.toAddress}  ${row.subject}${row.lastError ? `  (${row.lastError})` : ""}`);
    }
    const counts = await outboxCounts(handle.db);
    console.log(`${rows.length} shown; pending ${counts.pending ?? 0}, sent ${counts.sent ?? 0}, failed ${counts.failed ?? 0}`);
    console.log(env.SMTP_URL ? `delivery: SMTP (${new URL(env.SMTP_URL).host})` : `delivery: no SMTP_URL, sent mail is written as .eml files to ${path.resolve(env.OUTBOX_DIR ?? path.join(env.DATA_DIR, "outbox"))}`);
    return 0;
  } finally {
    await handle.close();
  }
});
