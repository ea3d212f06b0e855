import fs from "node:fs";
import path from "node:path";

// PGlite allows one process per data folder and has no lock of its own (TOOLCHAIN.md), so we keep one:
// a file holding the owner's pid. A lock left by a dead process is taken over.

export class DatabaseBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}, probably \`npm start\`). ` +
        `PGlite allows one process per folder: stop that process first, or set DATABASE_URL to use PostgreSQL, ` +
        `where any number of processes may share the database.`,
    );
    this.name = "DatabaseBusyError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireEmbeddedLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isFinite(owner) && owner !== process.pid && isAlive(owner)) throw new DatabaseBusyError(dataDir, owner);
      fs.rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
}
