import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";

/** Lines of a text file, gunzipped on the fly when the name ends in .gz (streams; never loads it whole). */
export async function* readLines(file: string): AsyncGenerator<string> {
  const raw = createReadStream(file);
  const input = file.endsWith(".gz") ? raw.pipe(createGunzip()) : raw;
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) if (line.trim()) yield line;
}

/** Parsed rows of a .jsonl or .jsonl.gz file. */
export async function* readJsonl<T>(file: string): AsyncGenerator<T> {
  for await (const line of readLines(file)) yield JSON.parse(line) as T;
}
