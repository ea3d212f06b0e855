import type { Database } from "@/lib/db";
import { log } from "@/lib/log";
import { drainOutbox, type DrainResult } from "./outbox";
import type { MailTransport } from "./transport";

export interface MailLoop {
  /** Drain now rather than at the next tick (after queuing account mail in this process). */
  kick(): void;
  stop(): Promise<void>;
}

export interface MailLoopOptions {
  workerId: string;
  from: string;
  idleMs?: number;
  /** Runs before each drain (queueing the newsletter issues that are due). */
  beforeDrain?: (db: Database) => Promise<void>;
}

/** Drains the outbox every `idleMs` (and on kick) until stopped: in `npm run worker` and the embedded web process. */
export function startMailLoop(db: Database, transport: MailTransport, options: MailLoopOptions): MailLoop {
  const idleMs = options.idleMs ?? 5_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const turn = async () => {
    let result: DrainResult = { sent: 0, failed: 0 };
    try {
      await options.beforeDrain?.(db);
      result = await drainOutbox(db, transport, { workerId: options.workerId, from: options.from });
      if (result.sent || result.failed) log.info("mail drained", { ...result, transport: transport.describe });
    } catch (error) {
      log.error("mail drain failed", { workerId: options.workerId, error });
    }
    running = undefined;
    if (stopped) return;
    const soon = again;
    again = false;
    timer = setTimeout(schedule, soon ? 0 : idleMs);
  };
  const schedule = () => {
    timer = undefined;
    running = turn();
  };
  timer = setTimeout(schedule, 0);

  return {
    kick() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      if (timer) clearTimeout(timer);
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}

const holder = globalThis as unknown as { __opengroundMail?: MailLoop };

export function setProcessMailLoop(loop: MailLoop): void {
  holder.__opengroundMail = loop;
}

/** Asks this process's mail loop (if it runs one) to send what was just queued. */
export function kickMailLoop(): void {
  holder.__opengroundMail?.kick();
}
