import { describe, expect, it } from "vitest";
import { nextDay, parseBriefingId, previousDay } from "./story-briefing";

const EDITIONS = ["top-us", "top", "top-uk"];
const NOW = new Date("2026-11-23T01:00:00Z");

describe("daily briefing addresses", () => {
  it("reads a bare edition as today's briefing", () => {
    expect(parseBriefingId("top-us", EDITIONS, NOW)).toEqual({ edition: "top-us", day: null, asOf: null });
    expect(parseBriefingId("top", EDITIONS, NOW)).toEqual({ edition: "top", day: null, asOf: null });
  });

  it("reads an edition with a date as that day, ranked at the day's last moment (UTC)", () => {
    expect(parseBriefingId("top-uk-2026-11-20", EDITIONS, NOW)).toEqual({
      edition: "top-uk",
      day: "2026-11-20",
      asOf: new Date("2026-11-20T23:59:59.999Z"),
    });
    expect(parseBriefingId("top-2026-11-23", EDITIONS, NOW)?.day).toBe("2026-11-23");
  });

  it.each(["42", "top-fr", "top-fr-2026-11-20", "top-us-2026-02-30", "top-us-2026-13-01", "top-us-2026-11-24", "top-us-20261120", ""])(
    "refuses %j (unknown edition, impossible or future date)",
    (id) => {
      expect(parseBriefingId(id, EDITIONS, NOW)).toBeNull();
    },
  );

  it("steps between days, never into the future", () => {
    expect(previousDay("2026-03-01")).toBe("2026-02-28");
    expect(nextDay("2026-11-21", NOW)).toBe("2026-11-22");
    expect(nextDay("2026-11-23", NOW)).toBeNull();
  });
});
