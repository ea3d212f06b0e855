import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./import-graph";

// A `const enum` is written in as numbers only where the compiler sees its declaration. tsx and Vitest
// (esbuild) and Next (SWC) compile one file at a time (`isolatedModules` in tsconfig.json), so another
// file's `Token.Capitalized` is a property read of an enum object emitted at run time: the inlining the
// hot loops were written for does not happen there, and a compiler that does erase const enums (tsc
// without `isolatedModules`) would leave that read pointing at nothing. Checked by hand (issue 24):
// esbuild and Next's SWC inline `KeyRecord.Size` in vocabulary.ts and leave `KeyRecord.Size` in
// term-statistics.ts a property read. So a const enum stays in its file; other files get a plain
// `as const` object made from it (`KEY_RECORD`, `TOKEN`, `SPAN`, `KEY_FLAG`).

const FOLDERS = ["app", "bench", "components", "e2e", "hooks", "lib", "scripts", "test"];

function sources(): string[] {
  const files: string[] = [];
  for (const folder of FOLDERS) {
    const root = path.join(ROOT, folder);
    if (!fs.existsSync(root)) continue;
    for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
      if (entry.isFile() && /\.tsx?$/.test(entry.name)) files.push(path.join(entry.parentPath, entry.name));
    }
  }
  return files.sort();
}

/** The const enums a source text lets other files use: exported (directly, by name or as default) or ambient. */
export function sharedConstEnums(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/^\s*(export\s+)?(declare\s+)?const\s+enum\s+(\w+)/gm)) {
    if (match[1] || match[2]) found.add(match[3]!);
  }
  const declared = [...source.matchAll(/^\s*const\s+enum\s+(\w+)/gm)].map((m) => m[1]!);
  for (const name of declared) {
    const exportedByName = new RegExp(`export\\s*(type\\s*)?\\{[^}]*\\b${name}\\b[^}]*\\}`).test(source);
    const exportedAsDefault = new RegExp(`export\\s+default\\s+${name}\\b`).test(source);
    if (exportedByName || exportedAsDefault) found.add(name);
  }
  return [...found];
}

describe("const enums stay in the file that declares them", () => {
  it("exports no const enum anywhere in the project's sources", () => {
    const shared = sources().flatMap((file) => sharedConstEnums(fs.readFileSync(file, "utf8")).map((name) => `${path.relative(ROOT, file)}: ${name}`));
    expect(shared).toEqual([]);
  });

  it("would catch one exported directly, by name, as default or declared ambient", () => {
    expect(sharedConstEnums("export const enum Token {\n  A = 1,\n}")).toEqual(["Token"]);
    expect(sharedConstEnums("const enum Span { Size = 4 }\nexport { Span, other };")).toEqual(["Span"]);
    expect(sharedConstEnums("const enum Flag { A = 1 }\nexport default Flag;")).toEqual(["Flag"]);
    expect(sharedConstEnums("declare const enum Ambient { A }")).toEqual(["Ambient"]);
    // A file's own const enum, and a plain object made from it for the others, are fine.
    expect(sharedConstEnums("const enum Span { Size = 4 }\nexport const SPAN = { Size: Span.Size } as const;")).toEqual([]);
  });
});
