import { describe, expect, it } from "vitest";
import { TOPIC_BY_ID } from "@/lib/news/interests/taxonomy";
import { FREE_FOLLOW_LIMIT } from "@/lib/accounts/limits";
import { outletById } from "@/lib/outlets";
import { fitsLean, leanLabel, listPersonas, personaById, personaSegments } from "./index";
import { PERSONA_FACTS } from "./personas";
import { personaImageSvg, PERSONA_IMAGE_SIZE } from "./persona-art";

describe("the eight reader personas (spec §1)", () => {
  const personas = listPersonas();

  it("are the spec's eight, with its lean labels", () => {
    expect(personas.map((persona) => [persona.title, persona.leanLabel])).toEqual([
      ["East Coast Urbanite", "Lean left / Centre"],
      ["West Coast Innovator", "Left / Lean left"],
      ["Mid-Western Everyman", "Centre / Lean right"],
      ["Southern Patriot", "Lean right / Right"],
      ["Global Moderate", "Lean left / Lean right"],
      ["Global Traditionalist", "Lean right / Right"],
      ["Global Progressive", "Left / Lean left"],
      ["Culturally Curious", "Centre"],
    ]);
    expect(new Set(personas.map((persona) => persona.id)).size).toBe(8);
  });

  it.each(PERSONA_FACTS.map((facts) => [facts.title, facts] as const))("%s lists eight distinct registry outlets, each rated inside its lean", (_title, facts) => {
    expect(facts.outletIds).toHaveLength(8); // spec §9
    expect(new Set(facts.outletIds).size).toBe(8);
    for (const id of facts.outletIds) {
      const outlet = outletById(id);
      expect(outlet, `outlet ${id}`).toBeDefined();
      expect(fitsLean(outlet!.bias, facts.lean), `${id} is ${outlet!.bias}`).toBe(true);
    }
  });

  it.each(PERSONA_FACTS.map((facts) => [facts.title, facts] as const))("%s follows taxonomy topics, few enough for a free account", (_title, facts) => {
    expect(facts.interestIds.length).toBeGreaterThanOrEqual(5);
    expect(facts.interestIds.length).toBeLessThanOrEqual(FREE_FOLLOW_LIMIT - 5);
    for (const id of facts.interestIds) expect(TOPIC_BY_ID.has(id), `topic ${id}`).toBe(true);
    expect(new Set(facts.interestIds).size).toBe(facts.interestIds.length);
  });

  it("draws each colour bar from its outlets, left to right, adding up to 100", () => {
    const urbanite = personaById("east-coast-urbanite")!;
    // Six lean-left outlets and two centre ones.
    expect(urbanite.segments).toEqual([
      { bias: "leanLeft", percent: 75 },
      { bias: "center", percent: 25 },
    ]);
    expect(personaById("culturally-curious")!.segments).toEqual([{ bias: "center", percent: 100 }]);
    for (const persona of personas) expect(persona.segments.reduce((sum, segment) => sum + segment.percent, 0)).toBe(100);
  });

  it("gives each persona a square and a wide image drawn locally", () => {
    for (const persona of personas) {
      expect(persona.images.square).toMatch(/^data:image\/svg\+xml/);
      expect(decodeURIComponent(persona.images.wide)).toContain(`viewBox="0 0 ${PERSONA_IMAGE_SIZE.wide.width} ${PERSONA_IMAGE_SIZE.wide.height}"`);
      expect(decodeURIComponent(persona.images.square)).not.toMatch(/https?:\/\/(?!www\.w3\.org)/); // nothing to fetch
    }
    expect(personaImageSvg({ motif: "globe", background: "#000000", accent: "#ffffff", ink: "#cccccc" }, "square")).not.toBe(
      personaImageSvg({ motif: "star", background: "#000000", accent: "#ffffff", ink: "#cccccc" }, "square"),
    );
  });
});

describe("lean rules", () => {
  it("counts the ends of a span as inside, and unrated outlets as fitting no lean", () => {
    const span = { from: "leanLeft", to: "center" } as const;
    expect(fitsLean("leanLeft", span)).toBe(true);
    expect(fitsLean("center", span)).toBe(true);
    expect(fitsLean("left", span)).toBe(false);
    expect(fitsLean("leanRight", span)).toBe(false);
    expect(fitsLean("unknown", span)).toBe(false);
    expect(leanLabel({ from: "center", to: "center" })).toBe("Centre");
  });

  it("splits a colour bar by largest remainder so thirds still add up to 100", () => {
    expect(personaSegments(["left", "center", "right"])).toEqual([
      { bias: "left", percent: 34 },
      { bias: "center", percent: 33 },
      { bias: "right", percent: 33 },
    ]);
  });
});
