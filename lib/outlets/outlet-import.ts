import type { ZodError } from "zod";
import { parseCsv } from "./csv";
import { normaliseHost } from "./domain-index";
import { outletInputSchema, type OutletInput, type ParsedOutletInput } from "./outlet-schema";

export interface ImportError {
  /** 1-based: for CSV the header is row 1 and the first outlet row 2; for JSON the array position. 0 = the whole document. */
  row: number;
  /** The CSV column, or for JSON the path inside the outlet ("ratings.0.date"); "" for the whole document. */
  field: string;
  message: string;
}
export type ImportResult = { ok: true; outlets: OutletInput[] } | { ok: false; errors: ImportError[] };

/**
 * CSV columns for operators (one outlet per row; list fields separated by "|", write a literal "|" in
 * a URL as %7C). Required: id, name, domains, country, editions. Optional: feeds, paywall (true/false,
 * yes/no, 1/0; empty = false), owner, ownership_type, ownership_source, and one rating per rater:
 * allsides_bias, allsides_date, allsides_url (AllSides' label verbatim, e.g. "Lean Left") and
 * mbfc_bias, mbfc_factuality, mbfc_date, mbfc_url (MBFC's labels verbatim, e.g. "left-center",
 * "mostly-factual"). A label needs its date. For a rating history use the JSON form, an array of
 * outlets shaped like OutletInput.
 */
export const CSV_COLUMNS = [
  "id", "name", "domains", "country", "editions", "feeds", "paywall", "owner", "ownership_type", "ownership_source",
  "allsides_bias", "allsides_date", "allsides_url", "mbfc_bias", "mbfc_factuality", "mbfc_date", "mbfc_url",
] as const;
type Column = (typeof CSV_COLUMNS)[number];
const REQUIRED_COLUMNS: readonly Column[] = ["id", "name", "domains", "country", "editions"];

const FIELD_COLUMNS: Record<string, Column> = {
  ownershipType: "ownership_type",
  ownershipSource: "ownership_source",
};

type RatingColumns = { label: Column; date: Column; url: Column };

/** Parses and validates operator outlets; on any error, returns every error found, none imported. */
export function parseOutletImport(text: string, format: "csv" | "json"): ImportResult {
  return format === "csv" ? parseCsvImport(text) : parseJsonImport(text);
}

function parseJsonImport(text: string): ImportResult {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [{ row: 0, field: "", message: `not valid JSON: ${(error as Error).message}` }] };
  }
  const items = Array.isArray(document) ? document : (document as { outlets?: unknown } | null)?.outlets;
  if (!Array.isArray(items)) return { ok: false, errors: [{ row: 0, field: "", message: "expected an array of outlets" }] };
  const errors: ImportError[] = [];
  const outlets: ParsedOutletInput[] = [];
  const rows: number[] = [];
  items.forEach((item, index) => {
    const result = outletInputSchema.safeParse(item);
    if (result.success) {
      outlets.push(result.data);
      rows.push(index + 1);
    } else {
      errors.push(...issuesToErrors(result.error.issues, index + 1, (path) => path.join(".")));
    }
  });
  return finish(outlets, rows, errors);
}

function parseCsvImport(text: string): ImportResult {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, errors: [{ row: parsed.line, field: "", message: parsed.error }] };
  const [header, ...records] = parsed.rows;
  if (!header) return { ok: false, errors: [{ row: 1, field: "", message: "the header row is missing" }] };
  const columns = header.map((name) => name.trim().toLowerCase());
  const errors: ImportError[] = [];
  for (const name of columns) {
    if (!(CSV_COLUMNS as readonly string[]).includes(name)) errors.push({ row: 1, field: name, message: `unknown column; known columns: ${CSV_COLUMNS.join(", ")}` });
  }
  for (const name of REQUIRED_COLUMNS) {
    if (!columns.includes(name)) errors.push({ row: 1, field: name, message: "required column is missing" });
  }
  if (errors.length) return { ok: false, errors };

  const outlets: ParsedOutletInput[] = [];
  const rows: number[] = [];
  records.forEach((record, index) => {
    const row = index + 2;
    if (record.every((cell) => cell.trim() === "")) return;
    if (record.length !== columns.length) {
      errors.push({ row, field: "", message: `has ${record.length} fields, the header has ${columns.length}` });
      return;
    }
    const cell = (name: Column) => (record[columns.indexOf(name)] ?? "").trim();
    const { candidate, ratingColumns, factualityColumns, paywallError } = rowToCandidate(cell);
    if (paywallError) errors.push({ row, field: "paywall", message: paywallError });
    const result = outletInputSchema.safeParse(candidate);
    if (!result.success) {
      errors.push(...issuesToErrors(result.error.issues, row, (path) => columnFor(path, ratingColumns, factualityColumns)));
    } else if (!paywallError) {
      outlets.push(result.data);
      rows.push(row);
    }
  });
  return finish(outlets, rows, errors);
}

function rowToCandidate(cell: (name: Column) => string) {
  const list = (name: Column) => cell(name).split("|").map((item) => item.trim()).filter(Boolean);
  const ratings: Record<string, string>[] = [];
  const ratingColumns: RatingColumns[] = [];
  const factualityRatings: Record<string, string>[] = [];
  const factualityColumns: RatingColumns[] = [];
  const add = (rater: string, label: Column, date: Column, url: Column, into: Record<string, string>[], columns: RatingColumns[]) => {
    if (!cell(label)) return;
    into.push({ rater, label: cell(label), date: cell(date), ...(cell(url) ? { url: cell(url) } : {}) });
    columns.push({ label, date, url });
  };
  add("AllSides", "allsides_bias", "allsides_date", "allsides_url", ratings, ratingColumns);
  add("MBFC", "mbfc_bias", "mbfc_date", "mbfc_url", ratings, ratingColumns);
  add("MBFC", "mbfc_factuality", "mbfc_date", "mbfc_url", factualityRatings, factualityColumns);
  const paywall = parseBoolean(cell("paywall"));
  const candidate = {
    id: cell("id"),
    name: cell("name"),
    domains: list("domains").map(normaliseHost),
    country: cell("country").toUpperCase(),
    editions: list("editions"),
    feeds: list("feeds").map((url) => url.replaceAll("%7C", "|")),
    ratings,
    factualityRatings,
    owner: cell("owner") || null,
    ownershipType: cell("ownership_type") || null,
    ...(cell("ownership_source") ? { ownershipSource: cell("ownership_source") } : {}),
    paywall: paywall ?? false,
  };
  const paywallError = paywall === undefined ? `"${cell("paywall")}" is not true/false, yes/no or 1/0` : undefined;
  return { candidate, ratingColumns, factualityColumns, paywallError };
}

function parseBoolean(value: string): boolean | undefined {
  const text = value.toLowerCase();
  if (["", "false", "no", "0"].includes(text)) return false;
  if (["true", "yes", "1"].includes(text)) return true;
  return undefined;
}

function columnFor(path: readonly PropertyKey[], ratingColumns: RatingColumns[], factualityColumns: RatingColumns[]): string {
  const [first, index, key] = path;
  if (first === "ratings" || first === "factualityRatings") {
    const columns = (first === "ratings" ? ratingColumns : factualityColumns)[Number(index)];
    if (columns && (key === "label" || key === "date" || key === "url")) return columns[key];
    return first === "ratings" ? "allsides_bias" : "mbfc_factuality";
  }
  return FIELD_COLUMNS[String(first)] ?? String(first);
}

function issuesToErrors(issues: ZodError["issues"], row: number, field: (path: readonly PropertyKey[]) => string): ImportError[] {
  return issues.map((issue) => ({ row, field: field(issue.path), message: issue.message }));
}

/** Rejects a second outlet with an id or a domain already used earlier in the same import. */
function finish(outlets: ParsedOutletInput[], rows: number[], errors: ImportError[]): ImportResult {
  const ids = new Map<string, number>();
  const hosts = new Map<string, number>();
  outlets.forEach((outlet, index) => {
    const row = rows[index]!;
    const firstRow = ids.get(outlet.id);
    if (firstRow !== undefined) errors.push({ row, field: "id", message: `id ${outlet.id} is already used in row ${firstRow}` });
    else ids.set(outlet.id, row);
    for (const domain of outlet.domains) {
      const held = hosts.get(domain);
      if (held !== undefined && held !== row) errors.push({ row, field: "domains", message: `domain ${domain} is already used in row ${held}` });
      else hosts.set(domain, row);
    }
  });
  if (errors.length) return { ok: false, errors: errors.sort((a, b) => a.row - b.row) };
  return { ok: true, outlets };
}
