import { describe, expect, it } from "vitest";
import { csvRecords, parseCsv } from "./csv";

describe("the CSV reader", () => {
  it("splits plain fields and records", () => {
    expect(parseCsv("a,b,c\n1,2,3\n")).toEqual({ ok: true, rows: [["a", "b", "c"], ["1", "2", "3"]] });
  });

  it("keeps commas, line breaks and doubled quotes inside quoted fields", () => {
    expect(parseCsv('name,owner\n"The Nation","Say ""hi"", then\nleave"\n')).toEqual({
      ok: true,
      rows: [["name", "owner"], ["The Nation", 'Say "hi", then\nleave']],
    });
  });

  it("reads CRLF line ends, a byte-order mark and a missing final line break", () => {
    expect(parseCsv("\uFEFFa,b\r\n1,\r\n,2")).toEqual({ ok: true, rows: [["a", "b"], ["1", ""], ["", "2"]] });
  });

  it("reports a quote that is never closed, with the line it opened on", () => {
    expect(parseCsv('a,b\n1,"open\nstill open')).toEqual({ ok: false, error: "a quoted field is never closed", line: 2 });
  });

  it("reads records by the header's names, skipping rows of another length", () => {
    expect(csvRecords('id,text\n1,"a, b"\n2\n3,c\n')).toEqual([{ id: "1", text: "a, b" }, { id: "3", text: "c" }]);
    expect(() => csvRecords('id\n"open')).toThrow("CSV line 2: a quoted field is never closed");
  });
});
