import { describe, expect, it } from "vitest";
import { SUMMARY_MAX_CHARS, extractiveSummary } from "./extractive-summary";
import type { StoryMemberText } from "./story-member";

function member(outletId: string, lead: string, title = "Fed raises interest rates by a quarter point"): StoryMemberText {
  return { outletId, title, lead, bias: "center", publishedAt: 0 };
}

const fedStory = [
  member(
    "reuters",
    "WASHINGTON (Reuters) - The Federal Reserve raised interest rates by a quarter of a percentage point on Wednesday. Policymakers signalled two more increases this year. The dollar rose after the decision.",
  ),
  member(
    "ap",
    "WASHINGTON — The Federal Reserve raised its key interest rate by a quarter point on Wednesday and signalled two more rate increases this year. Mr. Powell said the U.S. economy was strong.",
  ),
  member("cnbc", "The Fed raised interest rates a quarter point and projected two more increases in 2018. Stocks fell slightly. Click here to read more."),
  member("blog", "I remember my first mortgage very well indeed, it was a long time ago in another country."),
];

describe("extractiveSummary", () => {
  it("leads with the sentence most central to the story and without the dateline", () => {
    const summary = extractiveSummary(fedStory);
    expect(summary).toMatch(/^The (?:Fed|Federal Reserve) raised/);
    expect(summary).not.toContain("WASHINGTON");
  });

  it("never repeats what a chosen sentence already says", () => {
    const summary = extractiveSummary(fedStory);
    expect(summary.match(/raised/g)?.length).toBe(1);
    const wire = "Protesters gathered outside the parliament building in Budapest on Sunday evening.";
    const rewrite = "On Sunday evening, protesters gathered outside Budapest's parliament building, police said.";
    const protest = [member("a", wire, "Protest in Budapest"), member("b", rewrite, "Protest in Budapest")];
    expect(extractiveSummary(protest).match(/protesters gathered/gi)?.length).toBe(1);
  });

  it("leaves out sentences unrelated to the story and boilerplate", () => {
    const summary = extractiveSummary(fedStory);
    expect(summary).not.toContain("mortgage");
    expect(summary).not.toMatch(/click here/i);
  });

  it("keeps to at most three sentences and the length limit", () => {
    const long = "The committee voted to approve the measure after a lengthy debate about the budget and the deficit. ".repeat(1);
    const members = Array.from({ length: 6 }, (_, index) =>
      member(`o${index}`, `${long}Sentence number ${index} adds a distinct point about outlet ${index} and its readers today.`),
    );
    const summary = extractiveSummary(members);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX_CHARS);
    expect(summary.match(/[.!?](?:\s|$)/g)?.length ?? 0).toBeLessThanOrEqual(3);
  });

  it("cuts a single over-long sentence at a word and marks the cut", () => {
    const lead = `${"The governor said the state would spend more on roads and bridges ".repeat(10)}over the next decade.`;
    const summary = extractiveSummary([member("x", lead)], { maxChars: 120 });
    expect(summary.length).toBeLessThanOrEqual(120);
    expect(summary.endsWith("…")).toBe(true);
    expect(summary).not.toMatch(/\s…$/);
  });

  it("skips a lead the feed cut off mid-sentence in favour of complete sentences", () => {
    const members = [
      member("a", "The Federal Reserve raised interest rates by a quarter point on Wednesday. Officials expect the economy to keep growing, but the […]"),
      member("b", "The Federal Reserve lifted rates on Wednesday, its second increase this year."),
    ];
    expect(extractiveSummary(members)).not.toContain("[…]");
  });

  it("keeps abbreviations whole inside chosen sentences", () => {
    expect(extractiveSummary(fedStory)).not.toMatch(/Mr\.$/);
    const summary = extractiveSummary([member("a", "Mr. Powell told U.S. lawmakers the economy was strong on Tuesday. He took questions for two hours.")]);
    expect(summary).toContain("Mr. Powell told U.S. lawmakers the economy was strong on Tuesday.");
  });

  it("is empty when no member has a lead", () => {
    expect(extractiveSummary([member("a", ""), member("b", "")])).toBe("");
  });
});
