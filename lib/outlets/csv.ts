/**
 * A small RFC 4180 CSV reader (no CSV package is installed): comma-separated fields, fields in double
 * quotes may hold commas, line breaks and doubled quotes (""), records end with LF or CRLF. A leading
 * byte-order mark is dropped and a final line break does not make an empty record. An unterminated
 * quote is an error, reported with the 1-based line it opened on.
 */
export type CsvResult = { ok: true; rows: string[][] } | { ok: false; error: string; line: number };

export function parseCsv(text: string): CsvResult {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let quoteLine = 0;
  let line = 1;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === "\n") line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === "") {
      quoted = true;
      quoteLine = line;
    } else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || (char === "\r" && source[i + 1] === "\n")) {
      if (char === "\r") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      line++;
    } else {
      field += char;
    }
  }
  if (quoted) return { ok: false, error: "a quoted field is never closed", line: quoteLine };
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return { ok: true, rows };
}

/**
 * The records of a CSV text with a header row, keyed by the header's names (the SemEval pairs in
 * bench/). A row of another length than the header is skipped; an unclosed quote throws.
 */
export function csvRecords(text: string): Record<string, string>[] {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(`CSV line ${parsed.line}: ${parsed.error}`);
  const [header, ...rows] = parsed.rows;
  if (!header) return [];
  return rows.filter((row) => row.length === header.length).map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ""])));
}
