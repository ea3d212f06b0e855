import { describe, expect, it } from "vitest";
import { percentile } from "./load";

describe("percentile (nearest rank)", () => {
  const samples = Array.from({ length: 100 }, (_, index) => index + 1); // 1 … 100 ms

  it("answers the sample at or below which p per cent of the samples lie", () => {
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile(samples, 100)).toBe(100);
  });

  it("shows one slow request in a hundred at p99 but not at p95", () => {
    const latencies = [...Array.from({ length: 99 }, () => 4), 900];
    expect(percentile(latencies, 95)).toBe(4);
    expect(percentile(latencies, 99)).toBe(4);
    expect(percentile([...latencies, 900], 99)).toBe(900);
  });

  it("answers the lowest sample for p0, the only one for a single sample, and 0 for none", () => {
    expect(percentile(samples, 0)).toBe(1);
    expect(percentile([7.5], 99)).toBe(7.5);
    expect(percentile([], 50)).toBe(0);
  });
});
