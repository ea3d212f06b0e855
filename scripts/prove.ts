// `npm run prove -- load|faults [--seconds N] [--connections N] [--keep]`: the operator-run proofs of
// issue 23 (docs/reliability.md). Slow (minutes) and machine-wide (nginx, a private PostgreSQL), so not
// part of `npm test`. Exits 1 when a proof fails. --keep leaves the run's database, feeds and logs.
import pg from "pg";
import { setLogLevel } from "../lib/log";
import { buildIfNeeded } from "./lib/build-stamp";
import { parseArgs, runCli } from "./lib/cli";
import { proveFaults } from "./prove/faults";
import { proveLoad } from "./prove/load";
import { interrupted, openRun, ROOT } from "./prove/stack";

const USAGE = "usage: npm run prove -- load|faults [--seconds 60] [--connections 200] [--keep]";

function wholeNumber(value: string | true | undefined, fallback: number): number | null {
  if (value === undefined) return fallback;
  return typeof value === "string" && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

runCli(async () => {
  const { positional, options } = parseArgs(process.argv.slice(2));
  const which = positional[0];
  const seconds = wholeNumber(options.get("seconds"), 60);
  const connections = wholeNumber(options.get("connections"), 200);
  if ((which !== "load" && which !== "faults") || seconds === null || connections === null) {
    console.error(USAGE);
    return 2;
  }
  setLogLevel("warn");
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`${signal}: stopping the proof's processes (the run's database and folder are left)`);
      interrupted();
      process.exit(130);
    });
  }
  const built = buildIfNeeded(ROOT, { ...process.env, NEXT_TELEMETRY_DISABLED: "1" });
  if (built !== 0) return built;
  if (which === "faults") return (await proveFaults({ seconds, connections, keep: options.has("keep") })) ? 0 : 1;

  const adminUrl = process.env.PROVE_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const probe = new pg.Client({ connectionString: adminUrl });
  try {
    await probe.connect();
    await probe.end();
  } catch {
    console.log(`skipped: PostgreSQL at ${adminUrl} is not reachable (set PROVE_DATABASE_URL)`);
    return 0;
  }
  const run = await openRun("load", adminUrl, { count: 24, perFeed: 150, hours: 36, share: 0.6 });
  if (!run) return 0;
  let ok = false;
  try {
    ok = await proveLoad(run, { seconds, connections });
  } finally {
    await run.close({ keep: options.has("keep") });
  }
  console.log(ok ? "load proof: passed" : "load proof: FAILED");
  return ok ? 0 : 1;
});
