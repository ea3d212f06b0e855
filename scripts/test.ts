// `npm test`: typecheck, Vitest (unit + integration), then Playwright (end-to-end) — every stage runs
// even when an earlier one failed, so one run shows everything. Ends with the plain summary line
// `N passed, N failed, N skipped` summed from the runners' JSON reports (CI reads it), and exits
// non-zero when anything failed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { CHROMIUM_ADVICE, findChromium } from "./lib/find-chromium";
import { freePort } from "./lib/free-port";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const results = path.join(root, "test-results");
fs.mkdirSync(results, { recursive: true });
const baseEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const only = process.argv[2]; // optional: "unit" or "e2e"
// After "e2e", Playwright's own arguments, e.g. `npm run test:e2e -- e2e/health.spec.ts`.
const playwrightArgs = only === "e2e" ? process.argv.slice(3) : [];

interface Tally { passed: number; failed: number; skipped: number }
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const problems: string[] = [];

function run(title: string, command: string, args: string[], env = baseEnv): number {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  console.log(`=== ${title}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  return result.status ?? 1;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

if (!only || only === "unit") {
  if (run("typecheck", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]) !== 0) problems.push("typecheck failed");

  const vitestReport = path.join(results, "vitest.json");
  fs.rmSync(vitestReport, { force: true });
  const vitestStatus = run("vitest (unit and integration)", bin("vitest"), [
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
  ]);
  const vitest = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(vitestReport);
  if (vitest) {
    total.passed += vitest.numPassedTests;
    total.failed += vitest.numFailedTests;
    total.skipped += vitest.numPendingTests + vitest.numTodoTests;
  }
  if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) problems.push("vitest failed outside any test (see above)");
}

if (!only || only === "e2e") {
  let chromium;
  try {
    chromium = findChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  if (!chromium) {
    console.error(`\n${CHROMIUM_ADVICE}`);
    problems.push("no chromium for the end-to-end tests");
  } else {
    const playwrightReport = path.join(results, "playwright.json");
    fs.rmSync(playwrightReport, { force: true });
    console.log(`\nChromium for the end-to-end tests: ${chromium.executablePath} (${chromium.source})`);
    const status = run("playwright (end-to-end, chromium)", bin("playwright"), ["test", ...playwrightArgs], {
      ...baseEnv,
      CHROMIUM_PATH: chromium.executablePath,
      E2E_PORT: String(await freePort()),
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    });
    const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(playwrightReport);
    if (report) {
      total.passed += report.stats.expected + report.stats.flaky;
      total.failed += report.stats.unexpected;
      total.skipped += report.stats.skipped;
    }
    if (status !== 0 && (!report || report.stats.unexpected === 0)) problems.push("playwright failed outside any test (see above)");
  }
}

console.log("");
for (const problem of problems) console.log(`problem: ${problem}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || problems.length > 0 ? 1 : 0);
