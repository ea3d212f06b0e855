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
  let written = 0;
  await db.transaction(async (tx) => {
    const synced: { id: string; urls: string[] }[] = [];
    for (const record of records) {
      const values = {
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
      const rows = await tx
        .insert(outlets)
        .values(values)
        .onConflictDoUpdate({
          target: outlets.id,
          set: { ...values, id: undefined },
          setWhere: managedBy === "registry" ? eq(outlets.managedBy, "registry") : undefined,
        })
        .returning({ id: outlets.id });
      if (rows.length === 0) continue; // an operator's version stands
      written++;
      await tx.delete(outletRatings).where(eq(outletRatings.outletId, record.id));
      if (record.ratings.length) {
        await tx
          .insert(outletRatings)
          .values(record.ratings.map((rating) => ({ ...rating, url: rating.url ?? null, outletId: record.id })))
          .onConflictDoNothing();
      }
      const feedRows = [
        ...record.feeds.map((url) => ({ url, outletId: record.id, aggregator: false })),
        ...record.aggregatorFeeds.map((url) => ({ url, outletId: record.id, aggregator: true })),
      ];
      if (feedRows.length) {
        // The record says whose feed an address is and whether it aggregates: a feed the registry moved
        // to another outlet (MSNBC's, once filed under NBC News) follows it, keeping its fetch history.
        await tx
          .insert(feeds)
          .values(feedRows)
          .onConflictDoUpdate({ target: feeds.url, set: { outletId: sql`excluded.outlet_id`, aggregator: sql`excluded.aggregator` } });
      }
      if (managedBy === "registry") synced.push({ id: record.id, urls: feedRows.map((row) => row.url) });
    }
    // A feed the registry dropped (a legacy address, a sports feed) is no longer fetched; its articles
    // stay (their feed_id is set to null). After every record, so a feed moved between two outlets of
    // this sync has moved before its old outlet's list is applied.
    for (const { id, urls } of synced) {
      await tx.delete(feeds).where(and(eq(feeds.outletId, id), urls.length ? notInArray(feeds.url, urls) : undefined));
    }
    // Outlet pages and the ratings method are cached by the web process; this empties them at commit.
    if (written > 0) await announceChange(tx, "outlets");
  });
  return written;
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

export async function countOutlets(db: Database, ids?: string[]): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outlets)
    .where(ids ? and(inArray(outlets.id, ids)) : undefined);
  return Number(rows[0]?.count ?? 0);
}
