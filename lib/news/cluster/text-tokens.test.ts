import { describe, expect, it } from "vitest";
import { isAllCaps, isCaseUninformative, quotedPhrases, tokenize } from "./text-tokens";

const keys = (text: string) => tokenize(text).map((t) => t.key);

describe("tokenize", () => {
  it("drops function words and brings inflections of a word to one key", () => {
    expect(keys("Trump pardons D'Souza")).toEqual(keys("Trump pardoned D'Souza"));
    expect(keys("the hearing is over")).toEqual(keys("hearings"));
    expect(keys("charges charged charging")).toEqual(["charg", "charg", "charg"]);
  });

  it("keeps acronyms (even US, unlike the pronoun us) and reads numbers with their digits", () => {
    expect(keys("The U.S. and the US told us")).toEqual(["us", "us"]);
    expect(keys("a $2,700 fine and 70% of 94")).toEqual(["#2700", "fin", "#70", "#94"]);
  });

  it("marks names written with a capital in mid-sentence, not sentence openers", () => {
    const tokens = tokenize("Officials said Exxon won. Judges agreed.");
    const exxon = tokens.find((t) => t.key === "exxon")!;
    expect(exxon).toMatchObject({ capitalized: true, sentenceStart: false, kind: "word" });
    expect(tokens.find((t) => t.key === "judg")!.sentenceStart).toBe(true);
  });
});

describe("capitalisation that carries no information", () => {
  it("recognises Title Case headlines and ALL CAPS", () => {
    expect(isCaseUninformative(tokenize("Oil Giant Wins State Climate Fraud Lawsuit In Court"), false)).toBe(true);
    expect(isCaseUninformative(tokenize("Mayor criticises John Smith over his housing plan"), false)).toBe(false);
    expect(isAllCaps("BREAKING: SENATE PASSES BILL")).toBe(true);
  });
});

describe("quotedPhrases", () => {
  it("finds quotations in single or double quotes without mistaking apostrophes", () => {
    expect(quotedPhrases("Trump slams Kerry's 'shadow diplomacy' on Iran")).toEqual([["shadow", "diplomacy"]]);
    expect(quotedPhrases("He called it “a witch hunt” again")).toEqual([["witch", "hunt"]]);
    expect(quotedPhrases("Kerry's plan isn't new")).toEqual([]);
  });
});
