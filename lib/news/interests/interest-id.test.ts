import { describe, expect, it } from "vitest";
import { ENTITY_ID_OFFSET, interestId, interestSlug, slugify } from "./interest-id";

/** Ids the earlier copy of the hash gave, as stored in databases: they must not change. */
const IDS_BEFORE = [611756144, 206421828, 475543089];

describe("interest ids for extracted entities", () => {
  it("keeps the ids already stored (UTF-8 FNV-1a of kind:name)", () => {
    expect([interestId("person", "Emmanuel Macron"), interestId("place", "Québec"), interestId("organisation", "Zürich Insurance")]).toEqual(IDS_BEFORE);
  });

  it("gives the same entity the same id every time, whatever its case or spacing", () => {
    expect(interestId("person", "Emmanuel Macron")).toBe(interestId("person", "emmanuel  MACRON"));
    expect(interestId("place", "Québec")).toBe(interestId("place", "Quebec"));
  });

  it("keeps entity ids above the taxonomy and inside a PostgreSQL integer", () => {
    for (const name of ["Donald Trump", "NATO", "Sydney", "x", "a very long organisation name ".repeat(10)]) {
      const id = interestId("organisation", name);
      expect(id).toBeGreaterThanOrEqual(ENTITY_ID_OFFSET);
      expect(id).toBeLessThanOrEqual(2_147_483_647);
      expect(Number.isInteger(id)).toBe(true);
    }
  });

  it("tells apart the same name as different kinds", () => {
    expect(interestId("place", "Washington")).not.toBe(interestId("person", "Washington"));
  });

  it("makes slugs that never collide with a topic's", () => {
    expect(slugify("Côte d'Ivoire & Co.")).toBe("cote-divoire-and-co");
    expect(interestSlug("place", "China")).toBe("place-china");
    expect(interestSlug("person", "Donald Trump")).toBe("person-donald-trump");
    expect(interestSlug("organisation", "Bank of England")).toBe("org-bank-of-england");
  });
});
