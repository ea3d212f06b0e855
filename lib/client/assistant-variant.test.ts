import { describe, expect, it } from "vitest";
import { resolveAssistantVariant } from "./assistant-variant";

describe("the assistant variant (spec §5: AA2 or AA3)", () => {
  it("keeps a stored AA2 or AA3 whatever the flag says", () => {
    expect(resolveAssistantVariant("AA2", "AA3")).toEqual({ variant: "AA2", drawn: false });
    expect(resolveAssistantVariant("AA3", "AA2")).toEqual({ variant: "AA3", drawn: false });
  });

  it.each([null, undefined, "", "aa2", "AA1", "AA4", 3])("replaces a stored %j by the flag's arm, to be stored", (stored) => {
    expect(resolveAssistantVariant(stored, "AA3")).toEqual({ variant: "AA3", drawn: true });
    expect(resolveAssistantVariant(stored, "AA2")).toEqual({ variant: "AA2", drawn: true });
  });
});
