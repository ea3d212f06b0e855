// A PostgreSQL instance of its own for `npm run prove -- faults` (initdb in a temporary folder, Debian's
// binaries): the proof stops and restarts it under load, which the machine's shared server must not be.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onInterrupt } from "./stack";

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:{port}/postgres */
  adminUrl: string;
  stop(): void;
  start(): void;
  /** Stops, then removes its folder. */
  destroy(): void;
}

/** The newest Debian PostgreSQL's bin folder, or null when none is installed. */
function postgresBinDir(root = "/usr/lib/postgresql"): string | null {
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
  const found = versions.map((version) => path.join(root, version, "bin")).find((dir) => fs.existsSync(path.join(dir, "pg_ctl")));
  return found ?? null;
}

/** Starts a fresh instance on `port`; PostgreSQL refuses to run as root, so as the postgres user then. */
export function startPrivatePostgres(port: number): PrivatePostgres {
  const bin = postgresBinDir();
  if (!bin) throw new Error("no PostgreSQL binaries under /usr/lib/postgresql (install Debian's postgresql package)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "og-prove-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync("chown", ["postgres:postgres", dir]);
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? "runuser" : path.join(bin, tool);
    const result = spawnSync(command, asRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${tool} ${args.join(" ")} failed:\n${result.stderr}${result.stdout}`);
  };
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () => run("pg_ctl", ["-D", data, "-l", path.join(dir, "postgres.log"), "-o", options, "-w", "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  const cancel = onInterrupt(() => {
    try {
      stop();
    } catch {
      // already stopped
    }
  });
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      cancel();
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
