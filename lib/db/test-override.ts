import type { DatabaseHandle } from "./client";

// Route-handler tests point the process-wide database (lib/db/index.ts's globalThis holder) at their
// fresh test database, so handlers run unchanged against it. Tests only.
export function setDatabaseForTests(handle: DatabaseHandle): void {
  (globalThis as unknown as { __opengroundDb?: Promise<DatabaseHandle> }).__opengroundDb = Promise.resolve(handle);
}
