import { describe, expect, it } from "vitest";
import { splitSentences } from "./split-sentences";

describe("splitSentences", () => {
  it("splits at full stops, question and exclamation marks followed by a capital", () => {
    expect(splitSentences("The vote passed. Critics were furious! What happens next? Nobody knows.")).toEqual([
      "The vote passed.",
      "Critics were furious!",
      "What happens next?",
      "Nobody knows.",
    ]);
  });

  it("does not split after titles such as Mr., Dr. and Sen.", () => {
    expect(splitSentences("Mr. Smith met Dr. Jones and Sen. Elizabeth Warren on Tuesday. They spoke for an hour.")).toEqual([
      "Mr. Smith met Dr. Jones and Sen. Elizabeth Warren on Tuesday.",
      "They spoke for an hour.",
    ]);
  });

  it("keeps U.S. and U.K. inside a sentence", () => {
    expect(splitSentences("U.S. officials said the U.K. Foreign Office agreed. Talks resume Monday.")).toEqual([
      "U.S. officials said the U.K. Foreign Office agreed.",
      "Talks resume Monday.",
    ]);
  });

  it("ends a sentence on U.S. when the next word opens a new sentence", () => {
    expect(splitSentences("The company moved its headquarters to the U.S. The decision surprised analysts.")).toEqual([
      "The company moved its headquarters to the U.S.",
      "The decision surprised analysts.",
    ]);
  });

  it("keeps initials, decimals and closing quotes right", () => {
    expect(splitSentences('J.K. Rowling said growth was 3.5 percent. "It is over." Then she left.')).toEqual([
      "J.K. Rowling said growth was 3.5 percent.",
      '"It is over."',
      "Then she left.",
    ]);
  });

  it("returns nothing for empty text and one sentence for text without an end", () => {
    expect(splitSentences("   ")).toEqual([]);
    expect(splitSentences("A lead cut off in the middle of")).toEqual(["A lead cut off in the middle of"]);
  });
});
