import { describe, expect, it } from "vitest";
import { legalStage, otherLegalStages } from "./event-stage";
import { tokenize } from "./text-tokens";

const keys = (headline: string) => tokenize(headline).map((token) => token.key);

describe("the latest stage of a legal saga a headline names", () => {
  it("reads the stage from the clusterer's word keys, the latest when several are named", () => {
    expect(legalStage(keys("Police arrest two men after bank raid"))).toBe(0);
    expect(legalStage(keys("Former mayor indicted on fraud charges"))).toBe(1);
    expect(legalStage(keys("Diplomat admits possessing abuse images at the start of his trial"))).toBe(2);
    expect(legalStage(keys("Jury convicts former mayor of fraud"))).toBe(3);
    expect(legalStage(keys("Ex-diplomat sentenced on pornography charges in first trial of its kind"))).toBe(4);
    expect(legalStage(keys("Stocks rise as oil falls"))).toBe(-1);
  });

  it("tells two reports apart only when both name a stage and the stages differ", () => {
    expect(otherLegalStages(keys("Diplomat admits possessing images"), keys("Diplomat sentenced to five years"))).toBe(true);
    expect(otherLegalStages(keys("Diplomat admits possessing images"), keys("Diplomat pleads guilty at trial"))).toBe(false);
    expect(otherLegalStages(keys("Diplomat admits possessing images"), keys("Vatican diplomat case shocks Washington"))).toBe(false);
  });
});
