// `npm run outlets -- import FILE [--format csv|json]`: add or change outlets without code. Every row
// is validated first (errors name the row and the field); nothing is written unless all rows are good.
// `npm run outlets -- import --datasets [DIR] [--check] [--verbose]`: regrow the built-in registry
// (lib/outlets/registry-data/generated) from the shared datasets and the editors' facts; --check only
// says whether the generated files are current (lib/outlets/README.md).
// `npm run outlets -- list` prints the outlets with their derived bias and where it comes from.
import fs from "node:fs";
import path from "node:path";
import { getDatabase } from "../lib/db";
import { syncRegistry } from "../lib/engine/sync-registry";
import { deriveOutlet, toStoredOutlet } from "../lib/outlets";
import { GENERATED_DIR, importDatasets, MissingDatasetsError } from "../lib/outlets/import/import-datasets";
import { parseOutletImport } from "../lib/outlets/outlet-import";
import { EDITORIAL } from "../lib/outlets/registry-data/editorial";
import { listOutletSummaries, upsertOutlets } from "../lib/queries/outlets";
import { parseArgs, runCli } from "./lib/cli";

const USAGE =
  "usage: npm run outlets -- import FILE [--format csv|json]\n" +
  "       npm run outlets -- import --datasets [DIR] [--check] [--verbose]   (DIR defaults to ../shared/datasets)\n" +
  "       npm run outlets -- list";

function importFromDatasets(dir: string, check: boolean, verbose: boolean): number {
  let outcome;
  try {
    outcome = importDatasets({ datasetsDir: dir, outDir: GENERATED_DIR, editorial: EDITORIAL, check });
  } catch (error) {
    if (!(error instanceof MissingDatasetsError)) throw error;
    console.error(`${error.message}\nPass the shared datasets folder: npm run outlets -- import --datasets DIR`);
    return 2;
  }
  const curated = outcome.outlets.length - outcome.imported.length;
  console.log(`${outcome.outlets.length} outlets: ${curated} kept by the editors, ${outcome.imported.length} imported by the rules; ${outcome.skipped.length} candidates left out.`);
  const reasons = new Map<string, number>();
  for (const skipped of outcome.skipped) {
    const key = skipped.reason.startsWith("no feed") ? "no feed of general news in the Kagi lists" : skipped.reason.replace(/“[^”]*”/g, "“…”");
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  for (const [reason, count] of [...reasons].sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(4)}  ${reason}`);
  if (verbose) for (const skipped of outcome.skipped) console.log(`  - ${skipped.domain} (${skipped.name}): ${skipped.reason}`);
  const touched = [...outcome.changed, ...outcome.stale];
  if (check) {
    if (touched.length === 0) console.log(`${GENERATED_DIR} is current.`);
    else console.error(`${GENERATED_DIR} is out of date (${touched.join(", ")}): run npm run outlets -- import --datasets`);
    return touched.length === 0 ? 0 : 1;
  }
  console.log(touched.length === 0 ? `${GENERATED_DIR} was already current.` : `Wrote ${outcome.changed.join(", ") || "nothing"}${outcome.stale.length ? `; removed ${outcome.stale.join(", ")}` : ""} in ${GENERATED_DIR}.`);
  return 0;
}

runCli(async () => {
  const { positional, options } = parseArgs(process.argv.slice(2));
  const [command, file] = positional;
  if (command === "import" && options.has("datasets")) {
    const dir = options.get("datasets");
    return importFromDatasets(typeof dir === "string" ? dir : path.resolve("../shared/datasets"), options.has("check"), options.has("verbose"));
  }
  if (command === "import") {
    if (!file) {
      console.error(USAGE);
      return 2;
    }
    if (!fs.existsSync(file)) {
      console.error(`No such file: ${path.resolve(file)}`);
      return 2;
    }
    const formatOption = options.get("format");
    const format = formatOption === "csv" || formatOption === "json" ? formatOption : path.extname(file).toLowerCase() === ".json" ? "json" : "csv";
    const result = parseOutletImport(fs.readFileSync(file, "utf8"), format);
    if (!result.ok) {
      console.error(`${file}: ${result.errors.length} problem(s), nothing was imported:`);
      for (const error of result.errors) console.error(`  row ${error.row}, ${error.field}: ${error.message}`);
      return 1;
    }
    const handle = await getDatabase();
    try {
      await syncRegistry(handle.db);
      const stored = result.outlets.map((input) => toStoredOutlet(deriveOutlet(input)));
      await upsertOutlets(handle.db, stored, "operator");
      for (const outlet of stored) console.log(`✓ ${outlet.id}: ${outlet.name} — bias ${outlet.bias} (${outlet.biasBasis}), ${outlet.feeds.length} feed(s)`);
      console.log(`${stored.length} outlet(s) imported.`);
      return 0;
    } finally {
      await handle.close();
    }
  }
  if (command === "list") {
    const handle = await getDatabase();
    try {
      await syncRegistry(handle.db);
      for (const outlet of await listOutletSummaries(handle.db)) {
        console.log(`${outlet.id.padEnd(28)} ${outlet.bias.padEnd(10)} ${outlet.factuality.padEnd(14)} ${outlet.name}`);
      }
      return 0;
    } finally {
      await handle.close();
    }
  }
  console.error(USAGE);
  return 2;
});
