import crypto from "node:crypto";
import type { Database } from "@/lib/db";
import { log } from "@/lib/log";
import { listOutlets, toStoredOutlet } from "@/lib/outlets";
import { upsertOutlets } from "@/lib/queries/outlets";
import { readEngineValue, writeEngineValue } from "@/lib/queries/story-writes";

const REGISTRY_HASH_KEY = "outlet_registry_hash";

/**
 * Brings the built-in outlet registry (lib/outlets) into the database at start-up: outlets, their
 * ratings and feeds. Skipped when the registry has not changed since the last sync; outlets an
 * operator imported are never overwritten (lib/queries/outlets.ts).
 */
export async function syncRegistry(db: Database): Promise<{ changed: boolean; outlets: number }> {
  const outlets = listOutlets().map(toStoredOutlet);
  const hash = crypto.createHash("sha256").update(JSON.stringify(outlets)).digest("hex");
  if ((await readEngineValue<string>(db, REGISTRY_HASH_KEY)) === hash) return { changed: false, outlets: outlets.length };
  const written = await upsertOutlets(db, outlets, "registry");
  await writeEngineValue(db, REGISTRY_HASH_KEY, hash);
  log.info("outlet registry synced", { outlets: outlets.length, written });
  return { changed: true, outlets: outlets.length };
}
