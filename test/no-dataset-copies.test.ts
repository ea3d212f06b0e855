import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The shared datasets are read from ../shared at run time and never committed (README, TOOLCHAIN.md):
// no file of this checkout may be byte-for-byte a file of ../shared/datasets. Git's own blob ids are
// compared, and only dataset files whose size some committed file has are read.
const ROOT = path.resolve(import.meta.dirname, "..");
const DATASETS = path.resolve(ROOT, "../shared/datasets");

function gitBlobId(content: Buffer): string {
  return createHash("sha1").update(`blob ${content.length}\0`).update(content).digest("hex");
}

function datasetFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? datasetFiles(full) : entry.isFile() ? [full] : [];
  });
}

function committedFiles(): { file: string; blob: string }[] | null {
  try {
    const listing = execFileSync("git", ["ls-files", "-s", "-z"], { cwd: ROOT, encoding: "utf8" });
    return listing
      .split("\0")
      .filter(Boolean)
      .map((line) => {
        const [meta, file] = line.split("\t");
        return { file: file!, blob: meta!.split(" ")[1]! };
      });
  } catch {
    return null;
  }
}

const committed = fs.existsSync(DATASETS) ? committedFiles() : null;
if (!committed) console.warn(`no-dataset-copies: skipped, ${DATASETS} is absent or this is not a git checkout`);

describe.skipIf(!committed)("the shared datasets", () => {
  it("are not committed: no file of the checkout is a copy of one", () => {
    const sizes = new Set(committed!.map(({ file }) => (fs.existsSync(path.join(ROOT, file)) ? fs.statSync(path.join(ROOT, file)).size : -1)));
    const datasetBlobs = new Map<string, string>();
    for (const file of datasetFiles(DATASETS)) {
      if (sizes.has(fs.statSync(file).size)) datasetBlobs.set(gitBlobId(fs.readFileSync(file)), path.relative(DATASETS, file));
    }
    const copies = committed!.filter(({ blob }) => datasetBlobs.has(blob)).map(({ file, blob }) => `${file} = datasets/${datasetBlobs.get(blob)}`);
    expect(copies).toEqual([]);
  });

  it("would be found: a dataset file's blob id is the one git gives it", () => {
    const sample = datasetFiles(DATASETS).find((file) => fs.statSync(file).size < 200_000)!;
    const expected = execFileSync("git", ["hash-object", sample], { cwd: ROOT, encoding: "utf8" }).trim();
    expect(gitBlobId(fs.readFileSync(sample))).toBe(expected);
  });
});
