// `npm run ingest -- --dir DIR`: ingest a folder of captured feed files (backfills, offline use), then
// cluster them. With the embedded database it refuses while another process (npm start) holds it.
import fs from "node:fs";
import path from "node:path";
import { getDatabase } from "../lib/db";
import { getEnv } from "../lib/env";
import { setLogLevel } from "../lib/log";
import { ingestDirectory } from "../lib/engine/ingest-directory";
import { syncRegistry } from "../lib/engine/sync-registry";
import { parseArgs, runCli } from "./lib/cli";

runCli(async () => {
  const env = getEnv();
  setLogLevel(env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL);
  const { options, positional } = parseArgs(process.argv.slice(2));
  const dirArg = options.get("dir") ?? positional[0];
  if (typeof dirArg !== "string") {
    console.error("usage: npm run ingest -- --dir DIR   (a folder of RSS/Atom/JSON Feed files)");
    return 2;
  }
  const dir = path.resolve(dirArg);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    console.error(`No such folder: ${dir}`);
    return 2;
  }
  const handle = await getDatabase();
  try {
    await syncRegistry(handle.db);
    const report = await ingestDirectory(handle.db, dir, { now: new Date() });
    for (const file of report.files) {
      console.log(
        file.error
          ? `✗ ${file.name}: ${file.error}`
          : `✓ ${file.name}: ${file.items} items, ${file.added} new articles${file.skipped ? `, ${file.skipped} skipped` : ""}${file.promotions ? `, ${file.promotions} promotions dropped` : ""}`,
      );
    }
    console.log(
      `${report.files.length} files, ${report.added} new articles, ${report.cluster.clustered} clustered into ` +
        `${report.cluster.newStories} new stories (database: ${handle.kind})`,
    );
    return report.files.every((file) => file.error) && report.files.length > 0 ? 1 : 0;
  } finally {
    await handle.close();
  }
});
