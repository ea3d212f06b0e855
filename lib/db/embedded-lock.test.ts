import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireEmbeddedLock, DatabaseBusyError } from "./embedded-lock";

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "og-lock-"));
}

describe("the embedded database lock (one process per PGlite folder)", () => {
  it("refuses a second process with a message that says what to do", async () => {
    const dir = tempDir();
    // Another live process holds the folder.
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    fs.writeFileSync(path.join(dir, "pglite.lock"), String(other.pid));
    try {
      expect(() => acquireEmbeddedLock(dir)).toThrow(DatabaseBusyError);
      expect(() => acquireEmbeddedLock(dir)).toThrow(/in use by another process \(pid \d+/);
      expect(() => acquireEmbeddedLock(dir)).toThrow(/DATABASE_URL/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that died", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "pglite.lock"), "999999999");
    const release = acquireEmbeddedLock(dir);
    expect(fs.readFileSync(path.join(dir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "pglite.lock"))).toBe(false);
  });

  it("creates the data folder's parent when it does not exist", () => {
    const dir = path.join(tempDir(), "nested", "data");
    const release = acquireEmbeddedLock(dir);
    expect(fs.existsSync(path.join(dir, "pglite.lock"))).toBe(true);
    release();
  });
});
