import { describe, expect, it } from "vitest";
import { mapPool } from "./map-pool";

describe("mapPool", () => {
  it("never runs more than the limit at once and keeps the input order", async () => {
    let running = 0;
    let peak = 0;
    const results = await mapPool([30, 5, 20, 1, 10, 2], 2, async (ms) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      return ms * 2;
    });
    expect(peak).toBe(2);
    expect(results).toEqual([60, 10, 40, 2, 20, 4]);
  });

  it("handles an empty list", async () => {
    expect(await mapPool([], 4, async () => 1)).toEqual([]);
  });
});
