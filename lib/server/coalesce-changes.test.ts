import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChangedData } from "@/lib/db/change-notice";
import { coalesceChanges } from "./coalesce-changes";

describe("coalesceChanges", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("hands on a burst of notices once, each kind once, after the wait", async () => {
    const applied: ChangedData[][] = [];
    const changes = coalesceChanges(async (changed) => void applied.push(changed), 1_000);
    for (let i = 0; i < 50; i++) changes.notice("stories");
    changes.notice("outlets");
    await vi.advanceTimersByTimeAsync(999);
    expect(applied).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(applied).toEqual([["stories", "outlets"]]);
  });

  it("keeps working after a refresh fails, and starts a new interval for later notices", async () => {
    const applied: ChangedData[][] = [];
    let fail = true;
    const changes = coalesceChanges(async (changed) => {
      if (fail) {
        fail = false;
        throw new Error("server not answering");
      }
      applied.push(changed);
    }, 500);
    changes.notice("stories");
    await vi.advanceTimersByTimeAsync(500);
    changes.notice("outlets");
    await vi.advanceTimersByTimeAsync(500);
    expect(applied).toEqual([["outlets"]]);
  });

  it("drops what is still waiting when cancelled (shutdown)", async () => {
    const apply = vi.fn(async () => undefined);
    const changes = coalesceChanges(apply, 1_000);
    changes.notice("stories");
    changes.cancel();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(apply).not.toHaveBeenCalled();
  });

  it("hands on what came in during a slow refresh in one call after it, never queueing one call per interval", async () => {
    const applied: ChangedData[][] = [];
    let finish: (() => void) | undefined;
    const changes = coalesceChanges(async (changed) => {
      applied.push(changed);
      if (applied.length === 1) await new Promise<void>((resolve) => (finish = resolve));
    }, 1_000);
    changes.notice("stories");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(applied).toEqual([["stories"]]);
    // Twenty seconds of notices while the first refresh waits for a loaded web process…
    for (let second = 0; second < 20; second++) {
      changes.notice(second % 2 ? "outlets" : "stories");
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(applied).toHaveLength(1);
    finish?.();
    // …become one refresh, an interval after the first ended.
    await vi.advanceTimersByTimeAsync(999);
    expect(applied).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(applied).toEqual([["stories"], ["stories", "outlets"]]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(applied).toHaveLength(2);
  });
});
