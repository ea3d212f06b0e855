import fs from "node:fs";
import path from "node:path";
import { buildRegistry, type BuildResult } from "./build-registry";
import type { Editorial } from "./editorial";
import { DATASET_FILES, readOutletDatasets } from "./outlet-datasets";
import { renderRegistry } from "./render-registry";

// The file side of `npm run outlets -- import --datasets`: read the shared datasets, build the registry,
// and write (or, with check, compare) the generated files. The rules live in build-registry.ts.

/** Where the generated registry lives, relative to the project root. */
export const GENERATED_DIR = "lib/outlets/registry-data/generated";

export class MissingDatasetsError extends Error {
  constructor(readonly missing: string[]) {
    super(`The outlet datasets are missing: ${missing.join(", ")}`);
    this.name = "MissingDatasetsError";
  }
}

export interface ImportOutcome extends BuildResult {
  /** Generated files whose contents differ from what is on disk (written unless check). */
  changed: string[];
  /** Files in the generated folder that the import no longer makes (deleted unless check). */
  stale: string[];
}

/** `datasetsDir` is the shared datasets folder (holding outlets/); `outDir` the generated registry's folder. */
export function importDatasets(options: { datasetsDir: string; outDir: string; editorial: Editorial; check?: boolean }): ImportOutcome {
  const outletsDir = path.join(options.datasetsDir, "outlets");
  const missing = DATASET_FILES.filter((file) => !fs.existsSync(path.join(outletsDir, file)));
  if (missing.length > 0) throw new MissingDatasetsError(missing.map((file) => path.join(outletsDir, file)));
  const datasets = readOutletDatasets((file) => fs.readFileSync(path.join(outletsDir, file), "utf8"));
  const result = buildRegistry(datasets, options.editorial);
  const files = renderRegistry(result.outlets);
  const existing = fs.existsSync(options.outDir) ? fs.readdirSync(options.outDir).filter((name) => name.endsWith(".ts")) : [];
  const changed = [...files].filter(([name, text]) => !existing.includes(name) || fs.readFileSync(path.join(options.outDir, name), "utf8") !== text).map(([name]) => name);
  const stale = existing.filter((name) => !files.has(name));
  if (!options.check) {
    fs.mkdirSync(options.outDir, { recursive: true });
    for (const name of changed) fs.writeFileSync(path.join(options.outDir, name), files.get(name)!);
    for (const name of stale) fs.rmSync(path.join(options.outDir, name));
  }
  return { ...result, changed, stale };
}
