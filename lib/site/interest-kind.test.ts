import { describe, expect, it } from "vitest";
import { interestKindLabel } from "./interest-kind";

describe("interestKindLabel", () => {
  it("names each kind the engine extracts as readers read it", () => {
    expect(["topic", "person", "place", "organisation"].map(interestKindLabel)).toEqual(["Topic", "Person", "Place", "Organisation"]);
  });

  it("shows a kind it does not know as stored rather than hiding it", () => {
    expect(interestKindLabel("event")).toBe("event");
  });
});
