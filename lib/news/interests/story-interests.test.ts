import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { interestId } from "./interest-id";
import { interestList, storyInterests } from "./story-interests";

const slugsOf = (topics: { slug: string }[]) => topics.map((topic) => topic.slug);

describe("storyInterests", () => {
  it("tags a family-separation story with Immigration, US Politics and Donald Trump", () => {
    const interests = storyInterests([
      {
        title: "Trump administration to reunite migrant families separated at border",
        lead: "The Trump administration said it would reunite families separated at the border after a federal judge in San Diego ordered it to.",
      },
    ]);
    expect(slugsOf(interests.topics)).toEqual(expect.arrayContaining(["immigration", "us-politics", "politics"]));
    expect(interests.people).toEqual([
      { id: interestId("person", "Donald Trump"), kind: "person", name: "Donald Trump", slug: "person-donald-trump", score: 1 },
    ]);
  });

  it("tags a wildfire near Sydney as a disaster, local to New South Wales", () => {
    const interests = storyInterests([
      { title: "Wildfire forces evacuations near Sydney", lead: "Thousands of residents were told to leave as a bushfire spread towards the city's western suburbs." },
    ]);
    expect(slugsOf(interests.topics)).toContain("natural-disasters");
    expect(interests.places).toEqual([expect.objectContaining({ name: "Sydney", placeKind: "city", countryCode: "AU", regionCode: "NSW", slug: "place-sydney" })]);
  });

  it("counts an entity only when the headline or at least two members name it", () => {
    const interests = storyInterests(
      [
        { title: "Senate passes farm bill", lead: "Senator Chuck Grassley praised the vote. Farmers in Iowa welcomed it." },
        { title: "Farm bill clears Senate", lead: "Chuck Grassley said the bill helps Iowa. Critics in Ohio disagreed." },
        { title: "What the farm bill means", lead: "The bill passed the Senate on Thursday." },
      ],
      { headline: "Senate passes farm bill" },
    );
    expect(interests.people.map((person) => person.name)).toEqual(["Chuck Grassley"]);
    expect(interests.places.map((place) => place.name)).toEqual(["Iowa"]); // Ohio: one member only
    expect(interests.organisations.map((organisation) => organisation.name)).toEqual(["Senate"]);
  });

  it("merges a surname in one member with the full name in another", () => {
    const interests = storyInterests(
      [
        { title: "Kerry defends nuclear deal", lead: "Former Secretary of State John Kerry spoke on Monday." },
        { title: "Deal under fire", lead: "Kerry said the agreement was working." },
      ],
      { headline: "Deal under fire" },
    );
    expect(interests.people.map((person) => person.name)).toEqual(["John Kerry"]);
    expect(interests.people[0]!.score).toBeCloseTo(2 / 3, 2);
  });

  it("needs a topic in the headline or in enough members, and adds its broader topic", () => {
    const members = Array.from({ length: 8 }, (_, index) => ({
      title: `Striker scores twice in Premier League win ${index}`,
      lead: index === 0 ? "Police were called after the match." : "The club moved up the table.",
    }));
    const interests = storyInterests(members);
    expect(slugsOf(interests.topics)).toEqual(["soccer", "sports"]);
    const sports = interests.topics.find((topic) => topic.slug === "sports")!;
    expect(sports.score).toBeCloseTo(interests.topics[0]!.score * 0.8, 2);
  });

  it("keeps at most the strongest few of each kind", () => {
    const countries = ["France", "Germany", "Italy", "Spain", "Poland", "Sweden", "Norway", "Greece", "Portugal", "Austria"];
    const title = `Leaders of ${countries.join(", ")} meet`;
    expect(storyInterests([{ title, lead: "" }]).places).toHaveLength(8);
    expect(storyInterests([{ title, lead: "" }], { maxPerKind: 3 }).places).toHaveLength(3);
  });

  it("lists every interest in one list for the story writer", () => {
    const interests = storyInterests([{ title: "Trump meets Macron in Paris", lead: "" }]);
    const list = interestList(interests);
    expect(list.map((interest) => interest.kind)).toEqual(expect.arrayContaining(["topic", "person", "place"]));
    expect(new Set(list.map((interest) => interest.id)).size).toBe(list.length);
  });

  it("is empty for a story without members", () => {
    expect(storyInterests([])).toEqual({ topics: [], people: [], organisations: [], places: [] });
  });
});

// AllSides editors labelled each story with a topic; our taxonomy should find the matching topic for
// most of them (datasets/README.md: clusters/neus_allsides_gold_dev.jsonl).
const DATASET = path.resolve(process.cwd(), "../shared/datasets/clusters/neus_allsides_gold_dev.jsonl");
const present = existsSync(DATASET);
if (!present) console.warn(`skipping AllSides topic recall: ${DATASET} is absent`);

const ALLSIDES_TOPICS: Record<string, string[]> = {
  immigration: ["immigration"], elections: ["elections"], coronavirus: ["health"], healthcare: ["health"],
  supreme_court: ["courts-law"], environment: ["environment", "climate"], technology: ["technology", "ai"],
  sports: ["sports"], education: ["education"], gun_control_and_gun_rights: ["guns"], abortion: ["abortion"],
  russia: ["russia"], china: ["china"], middle_east: ["middle-east"], trade: ["economy"], economy_and_jobs: ["economy", "labor"],
  great_britain: ["uk"], north_korea: ["asia"], disaster: ["natural-disasters", "weather"], us_military: ["defense"],
  national_defense: ["defense"], terrorism: ["terrorism"], taxes: ["taxes-budget"], federal_budget: ["taxes-budget"],
  white_house: ["us-politics"], us_senate: ["us-politics"], us_house: ["us-politics"], us_congress: ["us-politics"],
  impeachment: ["us-politics"], lgbt_rights: ["lgbtq"], race_and_racism: ["civil-rights"], criminal_justice: ["crime", "courts-law"],
  justice: ["courts-law"], media_bias: ["media"], religion_and_faith: ["religion"],
};

describe.skipIf(!present)("topics of AllSides stories", () => {
  it("finds the editors' topic for at least 70% of the stories it maps to", () => {
    const stories = new Map<string, { topic: string; members: { title: string; lead: string }[] }>();
    for (const line of readFileSync(DATASET, "utf8").split("\n")) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as { cluster_id: string; topic: string; title: string; body: string };
      const story = stories.get(row.cluster_id) ?? { topic: row.topic, members: [] };
      story.members.push({ title: row.title, lead: row.body.split(/\n\s*\n/).slice(0, 2).join(" ").slice(0, 700) });
      stories.set(row.cluster_id, story);
    }
    let mapped = 0;
    let found = 0;
    for (const story of stories.values()) {
      const expected = ALLSIDES_TOPICS[story.topic];
      if (!expected) continue;
      mapped++;
      const topics = slugsOf(storyInterests(story.members).topics);
      if (expected.some((slug) => topics.includes(slug))) found++;
    }
    console.info(`AllSides topic recall: ${found}/${mapped} = ${((found / mapped) * 100).toFixed(1)}%`);
    expect(found / mapped).toBeGreaterThan(0.7);
  });
});
