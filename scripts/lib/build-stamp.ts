import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// `npm start` builds only when there is no current build: a content hash of everything that goes into
// the build, compared with the one written after the last successful `next build`.
const SOURCE_DIRS = ["app", "components", "hooks", "lib", "styles", "public", "drizzle"];
const SOURCE_FILES = [
  "next.config.js",
  "postcss.config.mjs",
  "proxy.ts",
  "instrumentation.ts",
  "instrumentation-client.ts",
  "package-lock.json",
  "tsconfig.json",
];
const distDir = () => process.env.NEXT_DIST_DIR || ".next";
const stampFile = () => path.join(distDir(), "openground-build-hash");

function walk(dir: string, out: string[]): void {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
}

export function sourceHash(root: string): string {
  const files: string[] = [];
  for (const dir of SOURCE_DIRS) walk(path.join(root, dir), files);
  for (const file of SOURCE_FILES) if (fs.existsSync(path.join(root, file))) files.push(path.join(root, file));
  files.sort();
  const hash = crypto.createHash("sha256");
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update("\0");
    hash.update(fs.readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

export function isBuildCurrent(root: string): boolean {
  const stamp = path.join(root, stampFile());
  if (!fs.existsSync(path.join(root, distDir(), "BUILD_ID")) || !fs.existsSync(stamp)) return false;
  return fs.readFileSync(stamp, "utf8").trim() === sourceHash(root);
}

export function writeBuildStamp(root: string, hash: string): void {
  fs.writeFileSync(path.join(root, stampFile()), hash + "\n");
}

/**
 * Runs `next build` when there is no current build (`npm start`, and `npm run prove` before it starts its
 * web processes, so two of them never build at once). Answers an exit status: 0 when the build is current.
 */
export function buildIfNeeded(root: string, env: NodeJS.ProcessEnv): number {
  if (isBuildCurrent(root)) return 0;
  console.log("No current build: running `next build` (once; later starts reuse it)…");
  const hash = sourceHash(root);
  const started = Date.now();
  const build = spawnSync(path.join(root, "node_modules", ".bin", "next"), ["build"], { cwd: root, stdio: "inherit", env });
  if (build.status !== 0) {
    console.error("`next build` failed; see the output above.");
    return build.status ?? 1;
  }
  writeBuildStamp(root, hash);
  console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return 0;
}
