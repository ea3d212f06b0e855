import { z } from "zod";
import { parseCsv } from "../csv";
import { normaliseHost } from "../domain-index";
import { RATING_DATASETS } from "../rating-sources";

// The shared outlet datasets (../shared/datasets/outlets, see its README) read into typed records for
// `npm run outlets -- import --datasets`. Pure: the caller hands in each file's text. Every file is
// checked against the shape this code relies on, so a changed dataset fails with the file and field
// named instead of silently importing nothing.

/** Files under datasets/outlets that the import reads, besides the rating files of RATING_DATASETS. */
export const KAGI_FILES = {
  kiteFeeds: "kagi_kite/kite_feeds.json",
  coreFeeds: "kagi_kite/core_feeds.json",
  mediaData: "kagi_kite/media_data.json",
} as const;

export const DATASET_FILES = [
  RATING_DATASETS.allSides2022.path,
  RATING_DATASETS.mbfcBaly2018.path,
  RATING_DATASETS.mbfcIdiap2024.path,
  RATING_DATASETS.mbfcExt2026.path,
  KAGI_FILES.kiteFeeds,
  KAGI_FILES.coreFeeds,
  KAGI_FILES.mediaData,
] as const;

export interface AllSidesRecord {
  name: string;
  bias: string;
  /** "News", "Fact Check", "Think Tanks", "Authors", "Reference". */
  type: string;
  allsidesUrl: string;
  /** The rated site's host, normalised ("" when AllSides names no site). */
  host: string;
  confidence: string;
}

export interface Mbfc2018Record {
  host: string;
  /** MBFC's page for the site, as the corpus gives it. */
  ref: string;
  bias: string;
  fact: string;
}

export interface Mbfc2024Record {
  host: string;
  country: string;
  bias: string;
  factualReporting: string;
  mediaType: string;
  popularity: string;
}

export interface Mbfc2026Record {
  host: string;
  name: string;
  url: string;
  bias: string;
  reporting?: string;
  traffic?: string;
}

export interface MediaDataRecord {
  organization: string;
  hosts: string[];
  country: string;
  owner: string;
  typology: string;
}

/** Where a feed is listed: Kagi's core lists ("USA", "World", "Sports" …) or a kite category. */
export interface FeedListing {
  list: "core" | "kite";
  category: string;
  /** kite only: "region", "city" or "topic". */
  categoryType?: string;
  /** kite only: the category's source language. */
  language?: string;
}

export interface OutletDatasets {
  allSides: AllSidesRecord[];
  mbfc2018: Mbfc2018Record[];
  mbfc2024: Mbfc2024Record[];
  mbfc2026: { aliases: Record<string, string>; sources: Mbfc2026Record[] };
  mediaData: MediaDataRecord[];
  /** Every feed address of the Kagi lists with where it is listed. */
  feeds: Map<string, FeedListing[]>;
}

export class DatasetFormatError extends Error {
  constructor(file: string, detail: string) {
    super(`${file}: ${detail}`);
    this.name = "DatasetFormatError";
  }
}

function hostOfUrl(url: string): string {
  try {
    return normaliseHost(new URL(url).hostname);
  } catch {
    return "";
  }
}

function csvObjects(file: string, text: string, separator: "," | "\t" = ","): Record<string, string>[] {
  let rows: string[][];
  if (separator === ",") {
    const parsed = parseCsv(text);
    if (!parsed.ok) throw new DatasetFormatError(file, `line ${parsed.line}: ${parsed.error}`);
    rows = parsed.rows;
  } else {
    rows = text.replace(/\r/g, "").split("\n").filter(Boolean).map((line) => line.split("\t"));
  }
  const [header, ...body] = rows;
  if (!header) throw new DatasetFormatError(file, "has no header row");
  return body.map((row) => Object.fromEntries(header.map((name, index) => [name.trim(), (row[index] ?? "").trim()])));
}

function requireColumns(file: string, records: Record<string, string>[], columns: string[]): void {
  const first = records[0];
  if (!first) throw new DatasetFormatError(file, "has no rows");
  for (const column of columns) if (!(column in first)) throw new DatasetFormatError(file, `has no "${column}" column`);
}

function parseJson<T>(file: string, text: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new DatasetFormatError(file, `is not JSON: ${(error as Error).message}`);
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new DatasetFormatError(file, `${issue.path.join(".") || "(root)"}: ${issue.message}`);
  }
  return result.data;
}

const mbfc2026Schema = z.object({
  aliases: z.record(z.string(), z.string()),
  sources: z.array(
    z.object({
      domain: z.string(),
      name: z.string(),
      url: z.string(),
      bias: z.string(),
      reporting: z.string().optional(),
      traffic: z.string().optional(),
    }),
  ),
});
const mediaDataSchema = z.array(
  z.object({ organization: z.string(), domains: z.array(z.string()), country: z.string(), owner: z.string(), typology: z.string() }),
);
const kiteSchema = z.record(
  z.string(),
  z.object({ category_type: z.string(), source_language: z.string(), feeds: z.array(z.string()) }),
);
const coreSchema = z.record(z.string(), z.array(z.string()));

/** Reads every dataset the import uses; `read` returns a file's text by its path under datasets/outlets. */
export function readOutletDatasets(read: (relativePath: string) => string): OutletDatasets {
  const allSidesFile = RATING_DATASETS.allSides2022.path;
  const allSidesRows = csvObjects(allSidesFile, read(allSidesFile));
  requireColumns(allSidesFile, allSidesRows, ["", "bias", "type", "allsides_url", "url", "confidence"]);

  const baly = RATING_DATASETS.mbfcBaly2018.path;
  const balyRows = csvObjects(baly, read(baly), "\t");
  requireColumns(baly, balyRows, ["source_url_normalized", "ref", "fact", "bias"]);

  const idiap = RATING_DATASETS.mbfcIdiap2024.path;
  const idiapRows = csvObjects(idiap, read(idiap));
  requireColumns(idiap, idiapRows, ["source", "country", "bias", "factual_reporting", "media_type", "popularity"]);

  const ext = parseJson(RATING_DATASETS.mbfcExt2026.path, read(RATING_DATASETS.mbfcExt2026.path), mbfc2026Schema);
  const media = parseJson(KAGI_FILES.mediaData, read(KAGI_FILES.mediaData), mediaDataSchema);
  const kite = parseJson(KAGI_FILES.kiteFeeds, read(KAGI_FILES.kiteFeeds), kiteSchema);
  const core = parseJson(KAGI_FILES.coreFeeds, read(KAGI_FILES.coreFeeds), coreSchema);

  const feeds = new Map<string, FeedListing[]>();
  const list = (url: string, listing: FeedListing) => feeds.set(url, [...(feeds.get(url) ?? []), listing]);
  for (const [category, entry] of Object.entries(kite)) {
    for (const url of entry.feeds) list(url, { list: "kite", category, categoryType: entry.category_type, language: entry.source_language });
  }
  for (const [category, urls] of Object.entries(core)) for (const url of urls) list(url, { list: "core", category });

  return {
    allSides: allSidesRows.map((row) => ({
      name: row[""]!,
      bias: row.bias!,
      type: row.type!,
      allsidesUrl: row.allsides_url!,
      host: row.url ? hostOfUrl(row.url) : "",
      confidence: row.confidence!,
    })),
    mbfc2018: balyRows.map((row) => ({ host: normaliseHost(row.source_url_normalized!), ref: row.ref!, bias: row.bias!, fact: row.fact! })),
    mbfc2024: idiapRows.map((row) => ({
      host: normaliseHost(row.source!),
      country: row.country!,
      bias: row.bias!,
      factualReporting: row.factual_reporting!,
      mediaType: row.media_type!,
      popularity: row.popularity!,
    })),
    mbfc2026: {
      aliases: ext.aliases,
      sources: ext.sources.map((source) => ({ ...source, host: normaliseHost(source.domain) })),
    },
    mediaData: media.map((entry) => ({
      organization: entry.organization,
      hosts: entry.domains.map(normaliseHost),
      country: entry.country,
      owner: entry.owner,
      typology: entry.typology,
    })),
    feeds,
  };
}
