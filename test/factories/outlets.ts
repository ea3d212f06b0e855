import type { Database } from "@/lib/db";
import { upsertOutlets, type OutletRecord } from "@/lib/queries/outlets";
import type { Bias } from "@/lib/news/bias-scale";

/** A minimal outlet for tests; stored through the same query the registry sync uses. */
export function outletRecord(id: string, overrides: Partial<OutletRecord> = {}): OutletRecord {
  return {
    id,
    name: id.replace(/(^|-)(\w)/g, (_, dash: string, letter: string) => (dash ? " " : "") + letter.toUpperCase()),
    domains: [`${id}.example`],
    country: "US",
    editions: ["top-us", "top"],
    bias: "center" as Bias,
    biasBasis: "test",
    factuality: "high",
    owner: null,
    ownershipType: null,
    paywall: false,
    borderColour: "#6b7280",
    logo: { initials: id.slice(0, 2).toUpperCase(), background: "#111111", foreground: "#ffffff" },
    feeds: [],
    aggregatorFeeds: [],
    ratings: [],
    ...overrides,
  };
}

export async function createOutlets(db: Database, records: OutletRecord[]): Promise<void> {
  await upsertOutlets(db, records, "operator");
}
