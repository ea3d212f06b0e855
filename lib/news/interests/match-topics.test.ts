import { describe, expect, it } from "vitest";
import { matchTopics } from "./match-topics";
import { TOPIC_BY_SLUG } from "./taxonomy";

const slugs = (text: string) => [...matchTopics(text).keys()].map((id) => [...TOPIC_BY_SLUG.values()].find((topic) => topic.id === id)!.slug);

describe("matchTopics", () => {
  it("matches keyword endings marked with *", () => {
    expect(slugs("Immigrants wait at the shelter")).toContain("immigration");
    expect(slugs("New immigration rules")).toContain("immigration");
  });

  it("matches acronyms only as written", () => {
    expect(slugs("AI start-up raises funds")).toContain("ai");
    expect(slugs("He said the plan would fail")).not.toContain("ai");
    expect(slugs("ICE agents detain workers")).toContain("immigration");
    expect(slugs("Thin ice on the lake")).not.toContain("immigration");
  });

  it("matches phrases across spacing and only on whole words", () => {
    expect(slugs("The Supreme  Court ruled")).toContain("courts-law");
    expect(slugs("A scholarship for students")).toContain("education");
    expect(slugs("The singer says she is apolitical")).not.toContain("politics");
  });

  it("counts distinct keywords, not repeats", () => {
    const hits = matchTopics("Migrants and asylum seekers; more migrants arrive");
    expect(hits.get(TOPIC_BY_SLUG.get("immigration")!.id)).toBe(2);
  });
});
