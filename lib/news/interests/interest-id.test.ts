import { describe, expect, it } from "vitest";
import { ENTITY_ID_OFFSET, fnv1a32, interestId, interestSlug, slugify } from "./interest-id";

describe("interest ids for extracted entities", () => {
  it("uses the reference 32-bit FNV-1a", () => {
    // Published test vectors of FNV-1a 32.
    expect(fnv1a32("")).toBe(0x811c9dc5);
    expect(fnv1a32("a")).toBe(0xe40c292c);
    expect(fnv1a32("foobar")).toBe(0xbf9cf968);
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
