import { describe, expect, it } from "vitest";
import { HOTSPOTS, parseClosedHotspots, pendingHotspots, withClosedHotspot } from "./hotspots";

describe("onboarding hotspots (spec §2, §3, §6)", () => {
  it("shows the home page's hotspots in order, the story page's on a story", () => {
    expect(pendingHotspots("/", "free", []).map((hotspot) => hotspot.id)).toEqual(["bias-bar", "edition"]);
    expect(pendingHotspots("/article/senate-vote-1", "unregistered", []).map((hotspot) => hotspot.id)).toEqual(["bias-bar", "headline-comparison"]);
    expect(pendingHotspots("/blindspot", "freeTrial", []).map((hotspot) => hotspot.id)).toEqual(["blindspot-tabs"]);
  });

  it("never shows a closed one again", () => {
    const closed = withClosedHotspot([], "bias-bar");
    expect(pendingHotspots("/", "free", closed).map((hotspot) => hotspot.id)).toEqual(["edition"]);
    expect(withClosedHotspot(closed, "bias-bar")).toEqual(["bias-bar"]);
    expect(parseClosedHotspots(JSON.stringify(closed))).toEqual(["bias-bar"]);
  });

  it("is only for the tiers §6 gives hotspots", () => {
    for (const status of ["pro", "premium", "vantage", "mix", "supporter", "institutional"]) expect(pendingHotspots("/", status, []), status).toEqual([]);
  });

  it("reads a damaged record as nothing closed", () => {
    expect(parseClosedHotspots("{")).toEqual([]);
    expect(parseClosedHotspots(JSON.stringify({ a: 1 }))).toEqual([]);
    expect(parseClosedHotspots(JSON.stringify(["edition", 3]))).toEqual(["edition"]);
    expect(HOTSPOTS.map((hotspot) => hotspot.id)).toContain("edition");
  });
});
