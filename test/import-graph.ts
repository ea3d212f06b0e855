import fs from "node:fs";
import path from "node:path";

// A small reader of the project's import graph, for the layer test (lib/README.md): which modules a
// file imports, resolved to files for our own and kept as package names for the rest.

export const ROOT = path.resolve(import.meta.dirname, "..");
const SPECIFIER = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

export interface ImportedModule {
  /** A project file (absolute path), or a package specifier such as "next/cache". */
  target: string;
  /** Only types are imported: erased at build time, so it pulls in no code. */
  typeOnly: boolean;
}

function resolveFile(base: string): string | null {
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const extension of EXTENSIONS) if (fs.existsSync(base + extension)) return base + extension;
  return null;
}

export function importsOf(file: string): ImportedModule[] {
  const source = fs.readFileSync(file, "utf8");
  const found: ImportedModule[] = [];
  for (const match of source.matchAll(SPECIFIER)) {
    const specifier = (match[1] ?? match[2])!;
    const typeOnly = /^\s*;?\s*(?:import|export)\s+type\s/.test(match[0]);
    if (specifier.startsWith("@/") || specifier.startsWith(".")) {
      const base = specifier.startsWith("@/") ? path.join(ROOT, specifier.slice(2)) : path.resolve(path.dirname(file), specifier);
      const resolved = resolveFile(base);
      if (resolved) found.push({ target: resolved, typeOnly });
    } else {
      found.push({ target: specifier, typeOnly });
    }
  }
  return found;
}

/** Every module `file` pulls in at run time, transitively (type-only imports are not followed), with the path that reached it. */
export function runtimeClosure(file: string): Map<string, string[]> {
  const reached = new Map<string, string[]>([[file, [file]]]);
  const queue = [file];
  while (queue.length) {
    const current = queue.shift()!;
    for (const { target, typeOnly } of importsOf(current)) {
      if (typeOnly || reached.has(target)) continue;
      reached.set(target, [...reached.get(current)!, target]);
      if (path.isAbsolute(target)) queue.push(target);
    }
  }
  return reached;
}

/** The source files (not tests) under a folder of the project. */
export function sourceFiles(folder: string): string[] {
  const result: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    result.push(path.join(entry.parentPath, entry.name));
  }
  return result.sort();
}
