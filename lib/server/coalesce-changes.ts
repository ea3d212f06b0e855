import type { ChangedData } from "@/lib/db/change-notice";

/**
 * Gathers change notices and hands them on at most once per `waitMs`, each kind once: a backlog that
 * commits a clustering batch every few milliseconds costs one cache refresh per interval, not one per
 * batch. While `apply` runs (a refresh can take seconds when the web process is under load, issue 23),
 * what comes in is gathered and handed on in one call an interval after it is done: never more than one call
 * waits behind the running one, however long it runs. `apply` reports its own failures; a rejection here
 * only must not stop later notices. Returns the function that takes a notice, and one that cancels what
 * is still waiting (at shutdown).
 */
export function coalesceChanges(apply: (changed: ChangedData[]) => Promise<void>, waitMs: number): { notice: (what: ChangedData) => void; cancel: () => void } {
  let waiting = new Set<ChangedData>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let cancelled = false;
  const flush = () => {
    timer = undefined;
    if (running || waiting.size === 0) return;
    const changed = [...waiting];
    waiting = new Set();
    running = true;
    void apply(changed)
      .catch(() => undefined)
      .finally(() => {
        running = false;
        // What came in meanwhile goes in one call, an interval after this one ended.
        if (!cancelled && waiting.size > 0) timer ??= setTimeout(flush, waitMs);
      });
  };
  return {
    notice(what) {
      waiting.add(what);
      if (!running) timer ??= setTimeout(flush, waitMs);
    },
    cancel() {
      cancelled = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      waiting = new Set();
    },
  };
}
