import { describe, expect, it } from "vitest";
import { planComparison } from "./plan-comparison";

describe("the plan comparison of /subscribe", () => {
  it("states what each plan gets, from the entitlements the server enforces", () => {
    const rows = planComparison({ follow: (status) => (status === "free" ? 15 : 500), block: (status) => (status === "pro" || status === "premium" ? 500 : 15) }, { paywalls: true });
    const table = Object.fromEntries(rows.map((row) => [row.label, row.values]));
    expect(table["Blindspots per side each week"]).toEqual({ free: "20", pro: "50", premium: "100", vantage: "All" });
    expect(table["Sources you can block"]).toEqual({ free: "15", pro: "500", premium: "500", vantage: "15" });
    expect(table["Premium newsletters"]).toEqual({ free: "No", pro: "No", premium: "Yes", vantage: "Yes" });
    expect(table["Show less of a topic"]).toEqual({ free: "No", pro: "Yes", premium: "Yes", vantage: "Yes" });
    expect(table["Year in review"]).toEqual({ free: "Level 1", pro: "Level 2", premium: "Level 2", vantage: "Level 3" });
    expect(table["Paywall prompts"]).toEqual({ free: "After 10 stories an hour", pro: "None", premium: "None", vantage: "None" });
    expect(planComparison({ follow: () => 15, block: () => 15 }, { paywalls: false }).map((entry) => entry.label)).not.toContain("Paywall prompts");
  });
});
