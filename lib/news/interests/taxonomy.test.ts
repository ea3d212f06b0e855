import { describe, expect, it } from "vitest";
import { ENTITY_ID_OFFSET } from "./interest-id";
import { MAX_TOPIC_ID, TOPICS, TOPIC_BY_ID, TOPIC_BY_SLUG } from "./taxonomy";

describe("the topic taxonomy", () => {
  it("offers about fifty followable topics", () => {
    expect(TOPICS.length).toBeGreaterThanOrEqual(40);
    for (const name of ["Politics", "US Politics", "Elections", "Economy", "AI", "Climate", "Ukraine", "Immigration", "Courts & Law", "Soccer", "NFL", "Space"])
      expect(TOPICS.map((topic) => topic.name)).toContain(name);
  });

  it("gives every topic its own numeric id below the entity range, and its own slug", () => {
    expect(new Set(TOPICS.map((topic) => topic.id)).size).toBe(TOPICS.length);
    expect(new Set(TOPICS.map((topic) => topic.slug)).size).toBe(TOPICS.length);
    for (const topic of TOPICS) {
      expect(Number.isInteger(topic.id) && topic.id > 0 && topic.id <= MAX_TOPIC_ID).toBe(true);
      expect(topic.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(topic.keywords.length).toBeGreaterThan(0);
    }
    expect(MAX_TOPIC_ID).toBeLessThan(ENTITY_ID_OFFSET);
  });

  it("keeps the ids readers already follow", () => {
    // Follows store these numbers: changing one silently moves every follower to another topic.
    expect(TOPIC_BY_SLUG.get("politics")?.id).toBe(1);
    expect(TOPIC_BY_SLUG.get("us-politics")?.id).toBe(2);
    expect(TOPIC_BY_SLUG.get("immigration")?.id).toBe(19);
    expect(TOPIC_BY_SLUG.get("natural-disasters")?.id).toBe(31);
  });

  it("links narrower topics to a broader one that exists, without cycles", () => {
    for (const topic of TOPICS) {
      const seen = new Set<number>([topic.id]);
      let parentId = topic.parentId;
      while (parentId !== undefined) {
        expect(TOPIC_BY_ID.has(parentId)).toBe(true);
        expect(seen.has(parentId)).toBe(false);
        seen.add(parentId);
        parentId = TOPIC_BY_ID.get(parentId)?.parentId;
      }
    }
    expect(TOPIC_BY_ID.get(TOPIC_BY_SLUG.get("soccer")!.parentId!)?.slug).toBe("sports");
  });
});
