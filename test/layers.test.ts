import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, ROOT, runtimeClosure, sourceFiles } from "./import-graph";

// The rules of lib/README.md that a reader of one file cannot see: what a module pulls in through
// everything it imports. Type-only imports are erased at build time, so they do not count.

/** The pure layer (lib/README.md): domain rules with no framework, database or environment. */
const PURE_FOLDERS = ["lib/news", "lib/hash", "lib/billing", "lib/editions", "lib/outlets", "lib/personas", "lib/personal", "lib/newsletters"];

/** What a pure module must never reach, with the reason a reader sees in a failure. */
function forbidden(target: string): string | null {
  if (/^(next|react|react-dom)(\/|$)/.test(target)) return "the framework (Next or React)";
  if (/^(drizzle-orm|pg|@electric-sql\/pglite)(\/|$)/.test(target)) return "a database driver";
  if (target === "server-only") return "a server-only module";
  if (!path.isAbsolute(target)) return null;
  const relative = path.relative(ROOT, target);
  if (/^lib\/(db|queries)\//.test(relative)) return "the database (lib/db, lib/queries)";
  if (relative === "lib/env.ts") return "the environment (lib/env.ts)";
  if (/\.tsx?$/.test(target) && /\bprocess\.env\b/.test(fs.readFileSync(target, "utf8"))) return "the environment (process.env)";
  return null;
}

/** Each pure file that reaches something forbidden, as "file: reason via a → b → c". */
function violations(folders: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of folders.flatMap(sourceFiles)) {
    for (const [target, via] of runtimeClosure(file)) {
      const reason = forbidden(target);
      if (!reason) continue;
      found.push(`${path.relative(ROOT, file)}: ${reason} via ${via.map((step) => (path.isAbsolute(step) ? path.relative(ROOT, step) : step)).join(" → ")}`);
      break;
    }
  }
  return found;
}

describe("lib's layers (lib/README.md)", () => {
  it("keeps the pure modules free of Next, React, the database and the environment, through every import", () => {
    expect(violations(PURE_FOLDERS)).toEqual([]);
  });

  it("would catch a module that reaches the database or Next indirectly", () => {
    // The checker itself: lib/site's loaders are not pure, and interest-for-path.ts imports only a type
    // from lib/queries, yet reaches the server and the database through cached-feeds.ts.
    const found = violations(["lib/site"]);
    expect(found).toContainEqual("lib/site/interest-for-path.ts: a server-only module via lib/site/interest-for-path.ts → lib/site/cached-feeds.ts → server-only");
    expect(found).toContainEqual(expect.stringMatching(/^lib\/site\/story-read\.ts: /));
    expect(found.some((line) => line.startsWith("lib/site/feed-routing.ts"))).toBe(false);
  });

  it("never imports from the routes, components or hooks (lib is below them)", () => {
    const upward = sourceFiles("lib").flatMap((file) =>
      importsOf(file)
        .filter(({ target }) => path.isAbsolute(target) && /^(app|components|hooks)\//.test(path.relative(ROOT, target)))
        .map(({ target }) => `${path.relative(ROOT, file)} → ${path.relative(ROOT, target)}`),
    );
    expect(upward).toEqual([]);
  });

  it("marks every lib/site module that reads the database server-only, so a client import fails the build", () => {
    const readsDatabase = (file: string) =>
      importsOf(file).some(({ target, typeOnly }) => !typeOnly && path.isAbsolute(target) && /^lib\/(db|queries)\//.test(path.relative(ROOT, target)));
    const unmarked = sourceFiles("lib/site")
      .filter(readsDatabase)
      .filter((file) => !importsOf(file).some(({ target }) => target === "server-only"))
      .map((file) => path.relative(ROOT, file));
    expect(unmarked).toEqual([]);
  });
});
