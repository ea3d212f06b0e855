import type { ChangedData } from "@/lib/db/change-notice";

/**
 * Gathers change notices and hands them on at most once per `waitMs`, each kind once: a backlog that
 * commits a clustering batch every few milliseconds costs one cache refresh per interval, not one per
 * batch. A notice that arrives while `apply` runs waits for the next interval. `apply` reports its own
 * failures; a rejection here only must not stop later notices. Returns the function
 * that takes a notice, and one that cancels what is still waiting (at shutdown).
 */
export function coalesceChanges(apply: (changed: ChangedData[]) => Promise<void>, waitMs: number): { notice: (what: ChangedData) => void; cancel: () => void } {
  let waiting = new Set<ChangedData>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const flush = () => {
    timer = undefined;
    const changed = [...waiting];
    waiting = new Set();
    running = running.then(() => apply(changed)).catch(() => undefined);
  };
  return {
    notice(what) {
      waiting.add(what);
      timer ??= setTimeout(flush, waitMs);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      waiting = new Set();
    },
  };
}
