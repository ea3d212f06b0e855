import { describe, expect, it } from "vitest";
import { headlineStage, otherStages } from "./event-stage";

describe("the latest stage of a legal saga a headline names", () => {
  it("reads the stage from the clusterer's word keys, the latest when several are named", () => {
    expect(headlineStage("Police arrest two men after bank raid")).toBe(0);
    expect(headlineStage("Former mayor indicted on fraud charges")).toBe(1);
    expect(headlineStage("Diplomat admits possessing abuse images")).toBe(2);
    expect(headlineStage("Jury convicts former mayor of fraud")).toBe(3);
    expect(headlineStage("Ex-diplomat sentenced on pornography charges in first trial of its kind")).toBe(4);
    expect(headlineStage("Stocks rise as oil falls")).toBe(-1);
  });

  it("tells two reports apart only when both headlines name a stage and the stages differ", () => {
    const plea = headlineStage("Diplomat admits possessing images");
    expect(otherStages(plea, headlineStage("Diplomat sentenced to five years"))).toBe(true);
    expect(otherStages(plea, headlineStage("Diplomat pleads guilty at trial"))).toBe(false);
    expect(otherStages(plea, headlineStage("Vatican diplomat case shocks Washington"))).toBe(false);
  });
});
