// Newsletter throughput (issue 20): compose and queue N issues of The Daily Ground, then send them all
// through the outbox to a real SMTP server in this process (nodemailer over TCP, a pool of 4), on a
// fresh PGlite data folder or PostgreSQL database. Prints messages/s for composing+queueing, for sending, and for both, with
// peak RSS: subscribers are read and rendered in pages, so RSS should stay flat as N grows.
//   tsx bench/newsletter-send.ts [--count N] [--db pglite|postgres]
import path from "node:path";
import { pathToFileURL } from "node:url";
import { fork } from "node:child_process";
import { migrateDatabase } from "@/lib/db/migrate";
import { emailSubscriptions } from "@/lib/db/schema";
import { setLogLevel } from "@/lib/log";
import { drainOutbox } from "@/lib/mail/outbox";
import { queueNewsletterIssue } from "@/lib/mail/newsletter-send";
import { smtpTransport } from "@/lib/mail/transport";
import { emailHash } from "@/lib/newsletters/email-hash";
import type { Bias } from "@/lib/news/bias-scale";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { openBenchDatabase } from "./ingest-throughput";

export interface NewsletterBenchResult {
  database: "pglite" | "postgres";
  count: number;
  received: number;
  composePerSecond: number;
  sendPerSecond: number;
  messagesPerSecond: number;
  /** Messages per CPU-second of this process (composing, queueing, the outbox, nodemailer): what the
   *  figure would be on an idle core, since the machine the bench runs on is often shared. */
  messagesPerCpuSecond: number;
  peakRssMb: number;
}

/** The bench's outlets: the tests' minimal outlet, named by its id. */
const outlet = (id: string, bias: Bias) => outletRecord(id, { bias, name: id, biasBasis: "bench" });

export async function runNewsletterBenchmark({ count, database = "pglite" }: { count: number; database?: "pglite" | "postgres" }): Promise<NewsletterBenchResult> {
  setLogLevel("error");
  const { handle, cleanUp } = await openBenchDatabase(database);
  // The SMTP server runs in its own process, as a relay would: in this one it would share the event
  // loop with PGlite, whose queries run on the main thread.
  const smtp = fork(path.join(import.meta.dirname, "lib", "smtp-sink.ts"), { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const ask = <T>(message: string) => new Promise<T>((resolve) => smtp.once("message", (answer) => resolve(answer as T)));
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  try {
    await migrateDatabase(handle);
    const { port } = await ask<{ port: number }>("ready");
    const db = handle.db;
    await createOutlets(db, [outlet("left-a", "left"), outlet("centre-a", "center"), outlet("right-a", "right"), outlet("lean-right-a", "leanRight")]);
    const now = new Date();
    for (let index = 0; index < 12; index++) {
      const at = (hours: number) => new Date(now.getTime() - (index + hours) * 3600_000);
      await createStory(db, [
        { outletId: "left-a", title: `Story ${index}: council approves the new transit plan`, description: "A lead paragraph long enough to look like one.", imageUrl: `https://img.example/resize/400/${index}.jpg`, publishedAt: at(2) },
        { outletId: "centre-a", title: `Story ${index}: transit plan approved by council`, publishedAt: at(1.5) },
        { outletId: index % 2 ? "right-a" : "lean-right-a", title: `Story ${index}: council passes transit plan`, publishedAt: at(1) },
      ]);
    }
    for (let start = 0; start < count; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, count - start) }, (_, offset) => {
        const email = `reader${start + offset}@bench.example`;
        return { email, emailHash: emailHash(email), emailIdentifier: "daily-ground", isSubscribed: true, source: "bench" };
      });
      await db.insert(emailSubscriptions).values(rows);
    }
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    const queued = await queueNewsletterIssue(db, { slug: "daily-ground", date: now.toISOString().slice(0, 10), siteUrl: "https://openground.example", now, sendNow: true });
    const composed = performance.now();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}?tls=off`, { maxConnections: 4 });
    const sent = await drainOutbox(db, transport, { workerId: "bench", from: "OpenGround <news@openground.example>", batchSize: 500, concurrency: 8, now: () => new Date(Date.now() + 60_000) });
    const done = performance.now();
    const cpu = process.cpuUsage(cpuStart);
    transport.close();
    if (queued.queued !== count || sent.sent !== count) throw new Error(`queued ${queued.queued}, sent ${sent.sent} of ${count}`);
    const counted = ask<{ received: number }>("count");
    smtp.send("count");
    const { received } = await counted;
    const seconds = (ms: number) => ms / 1000;
    return {
      database,
      count,
      received,
      composePerSecond: Math.round(count / seconds(composed - started)),
      sendPerSecond: Math.round(count / seconds(done - composed)),
      messagesPerSecond: Math.round(count / seconds(done - started)),
      messagesPerCpuSecond: Math.round(count / ((cpu.user + cpu.system) / 1e6)),
      peakRssMb: Math.round(peak / 1024 / 1024),
    };
  } finally {
    clearInterval(sampler);
    smtp.send("stop");
    await handle.close();
    await cleanUp();
  }
}

export function formatNewsletterBenchmark(result: NewsletterBenchResult): string {
  return (
    `newsletter_daily_${result.database} messages=${result.count} received=${result.received} compose_queue_per_s=${result.composePerSecond} ` +
    `send_per_s=${result.sendPerSecond} messages_per_s=${result.messagesPerSecond} messages_per_cpu_s=${result.messagesPerCpuSecond} ` +
    `peak_rss_mb=${result.peakRssMb}`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const index = process.argv.indexOf("--count");
  const count = index > 0 ? Number(process.argv[index + 1]) : 10_000;
  const database = process.argv.includes("postgres") ? "postgres" : "pglite";
  console.log(formatNewsletterBenchmark(await runNewsletterBenchmark({ count, database })));
}
