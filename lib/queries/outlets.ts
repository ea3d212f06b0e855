import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { announceChange } from "@/lib/db/change-notice";
import { queryRows } from "@/lib/db/rows";
import { feeds, outletRatings, outlets } from "@/lib/db/schema";
import type { Bias, Factuality } from "@/lib/news/bias-scale";
import type { StoredOutlet } from "@/lib/outlets/registry";

/** An outlet as stored: the registry's or an operator's import, with derived values filled in. */
export type OutletRecord = StoredOutlet;

/**
 * Writes outlets, their ratings and feeds. Registry sync (managedBy "registry") never overwrites an
 * outlet an operator imported; an operator import overwrites anything. A feed follows the outlet the
 * record files it under. An operator's feeds are added, never removed here (an operator disables
 * them), so fetch history survives; the registry's sync drops the feeds the registry no longer lists.
 */
export async function upsertOutlets(db: Database, records: OutletRecord[], managedBy: "registry" | "operator"): Promise<number> {
  // A handful of statements for the whole list, not several per outlet: the start-up sync writes the
  // whole registry (250 outlets and more), and on PGlite each statement is a round trip.
  const byId = new Map(records.map((record) => [record.id, record]));
  return db.transaction(async (tx) => {
    const written: string[] = [];
    for (const chunk of chunks([...byId.values()], 200)) {
      const rows = await tx
        .insert(outlets)
        .values(chunk.map((record) => outletValues(record, managedBy)))
        .onConflictDoUpdate({
          target: outlets.id,
          set: EXCLUDED_OUTLET_COLUMNS,
          setWhere: managedBy === "registry" ? eq(outlets.managedBy, "registry") : undefined,
        })
        .returning({ id: outlets.id });
      written.push(...rows.map((row) => row.id)); // an operator's version stands where none is returned
    }
    if (written.length === 0) return 0;
    const kept = written.map((id) => byId.get(id)!);

    for (const ids of chunks(written, 500)) await tx.delete(outletRatings).where(inArray(outletRatings.outletId, ids));
    const ratingRows = kept.flatMap((record) => record.ratings.map((rating) => ({ ...rating, url: rating.url ?? null, outletId: record.id })));
    for (const chunk of chunks(ratingRows, 1000)) await tx.insert(outletRatings).values(chunk).onConflictDoNothing();

    // The record says whose feed an address is and whether it aggregates: a feed the registry moved to
    // another outlet (MSNBC's, once filed under NBC News) follows it, keeping its fetch history.
    const feedRows = new Map<string, { url: string; outletId: string; aggregator: boolean }>();
    for (const record of kept) {
      for (const url of record.feeds) feedRows.set(url, { url, outletId: record.id, aggregator: false });
      for (const url of record.aggregatorFeeds) feedRows.set(url, { url, outletId: record.id, aggregator: true });
    }
    for (const chunk of chunks([...feedRows.values()], 1000)) {
      await tx
        .insert(feeds)
        .values(chunk)
        .onConflictDoUpdate({ target: feeds.url, set: { outletId: sql`excluded.outlet_id`, aggregator: sql`excluded.aggregator` } });
    }
    if (managedBy === "registry") {
      // A feed the registry dropped (a legacy address, a sports feed) is no longer fetched; its
      // articles stay (their feed_id is set to null). After every insert, so a feed moved between two
      // outlets of this sync has moved before its old outlet's list is applied.
      for (const ids of chunks(written, 500)) {
        await tx.delete(feeds).where(and(inArray(feeds.outletId, ids), feedRows.size ? notInArray(feeds.url, [...feedRows.keys()]) : undefined));
      }
    }
    // Outlet pages and the ratings method are cached by the web process; this empties them at commit.
    await announceChange(tx, "outlets");
    return written.length;
  });
}

function outletValues(record: OutletRecord, managedBy: "registry" | "operator") {
  return {
    id: record.id,
    name: record.name,
    domains: record.domains,
    country: record.country,
    editions: record.editions,
    bias: record.bias,
    biasBasis: record.biasBasis,
    factuality: record.factuality,
    owner: record.owner ?? null,
    ownershipType: record.ownershipType ?? null,
    paywall: record.paywall,
    borderColour: record.borderColour,
    logo: record.logo,
    managedBy,
    updatedAt: new Date(),
  };
}

/** Every written column takes the inserted row's value (PostgreSQL's EXCLUDED), the id excepted. */
const EXCLUDED_OUTLET_COLUMNS = {
  name: sql`excluded.name`,
  domains: sql`excluded.domains`,
  country: sql`excluded.country`,
  editions: sql`excluded.editions`,
  bias: sql`excluded.bias`,
  biasBasis: sql`excluded.bias_basis`,
  factuality: sql`excluded.factuality`,
  owner: sql`excluded.owner`,
  ownershipType: sql`excluded.ownership_type`,
  paywall: sql`excluded.paywall`,
  borderColour: sql`excluded.border_colour`,
  logo: sql`excluded.logo`,
  managedBy: sql`excluded.managed_by`,
  updatedAt: sql`excluded.updated_at`,
};

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

export interface OutletSummary {
  id: string;
  name: string;
  domains: string[];
  bias: Bias;
  factuality: Factuality;
  editions: string[];
  borderColour: string;
}

export async function listOutletSummaries(db: Database): Promise<OutletSummary[]> {
  const rows = await db
    .select({
      id: outlets.id,
      name: outlets.name,
      domains: outlets.domains,
      bias: outlets.bias,
      factuality: outlets.factuality,
      editions: outlets.editions,
      borderColour: outlets.borderColour,
    })
    .from(outlets)
    .orderBy(outlets.name);
  return rows.map((row) => ({ ...row, bias: row.bias as Bias, factuality: row.factuality as Factuality }));
}

/** host → outlet id, for matching an article link to its outlet. */
export async function outletDomainIndex(db: Database): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; domain: string }>(db, sql`select id, unnest(domains) as domain from outlets`);
  return new Map(rows.map((row) => [row.domain.toLowerCase().replace(/^www\./, ""), row.id]));
}
