import { getDatabase } from "@/lib/db";
import { appliedMigrationCount } from "@/lib/db/migrate";
import { log } from "@/lib/log";

export type HealthBody =
  | { status: "ok"; database: "pglite" | "postgres"; migrations: number }
  | { status: "error"; database: "pglite" | "postgres" | "unknown"; error: string };

/** GET /api/health (issue 2): 200 with the database kind and applied migrations, 503 when unreachable. */
export async function getHealth(): Promise<{ status: number; body: HealthBody }> {
  let kind: "pglite" | "postgres" | "unknown" = "unknown";
  try {
    const handle = await getDatabase();
    kind = handle.kind;
    await handle.ping();
    return { status: 200, body: { status: "ok", database: handle.kind, migrations: await appliedMigrationCount(handle) } };
  } catch (error) {
    log.error("health check failed", { database: kind, error });
    return { status: 503, body: { status: "error", database: kind, error: "database unreachable" } };
  }
}
