// `npm run outlets -- import FILE [--format csv|json]`: add or change outlets without code. Every row
// is validated first (errors name the row and the field); nothing is written unless all rows are good.
// `npm run outlets -- list` prints the outlets with their derived bias and where it comes from.
import fs from "node:fs";
import path from "node:path";
import { getDatabase } from "../lib/db";
import { syncRegistry } from "../lib/engine/sync-registry";
import { deriveOutlet, toStoredOutlet } from "../lib/outlets";
import { parseOutletImport } from "../lib/outlets/outlet-import";
import { listOutletSummaries, upsertOutlets } from "../lib/queries/outlets";
import { parseArgs, runCli } from "./lib/cli";

const USAGE = "usage: npm run outlets -- import FILE [--format csv|json]\n       npm run outlets -- list";

runCli(async () => {
  const { positional, options } = parseArgs(process.argv.slice(2));
  const [command, file] = positional;
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
