import { describe, expect, it } from "vitest";
import { parseOutletImport } from "./outlet-import";
import { deriveOutlet } from "./registry";

const HEADER = "id,name,domains,country,editions,feeds,paywall,owner,ownership_type,allsides_bias,allsides_date,allsides_url,mbfc_bias,mbfc_factuality,mbfc_date";
const GOOD_ROW =
  'local-ledger,"The Ledger, Springfield",ledger.example|www.news.ledger.example,us,top-us|top,https://ledger.example/feed|https://ledger.example/politics/feed,yes,"Ledger Media, Inc.",corporation,Lean Right,2022-09-28,https://www.allsides.com/news-source/ledger,right-center,high,2026-08-19';

describe("importing outlets from CSV", () => {
  it("reads good rows into outlets, with |-separated lists and one rating per rater", () => {
    const result = parseOutletImport(`${HEADER}\r\n${GOOD_ROW}\r\n`, "csv");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [outlet] = result.outlets;
    expect(outlet).toMatchObject({
      id: "local-ledger",
      name: "The Ledger, Springfield",
      domains: ["ledger.example", "news.ledger.example"],
      country: "US",
      editions: ["top-us", "top"],
      feeds: ["https://ledger.example/feed", "https://ledger.example/politics/feed"],
      paywall: true,
      owner: "Ledger Media, Inc.",
      ownershipType: "corporation",
      ratings: [
        { rater: "AllSides", label: "Lean Right", date: "2022-09-28", url: "https://www.allsides.com/news-source/ledger" },
        { rater: "MBFC", label: "right-center", date: "2026-08-19" },
      ],
      factualityRatings: [{ rater: "MBFC", label: "high", date: "2026-08-19" }],
    });
    const derived = deriveOutlet(outlet!);
    expect([derived.bias, derived.factuality, derived.borderColour]).toEqual(["leanRight", "high", "#802727"]);
  });

  it("names the row (header = row 1) and the column of every bad value", () => {
    const rows = [
      HEADER,
      GOOD_ROW,
      "bad id,Name,ok.example,US,top-us,,,,,,,,,,",
      "second,Second,second.example,USA,top-mars,ftp://second.example/feed,maybe,,owned,,,,,,",
      "third,Third,third.example,GB,top-uk,,,,,Lean Left,28/09/2022,,far-out,,",
      "fourth,Fourth,feeds.feedburner.com,GB,top-uk,,,,,,,,,,",
    ];
    const result = parseOutletImport(rows.join("\n"), "csv");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const found = result.errors.map((error) => `${error.row}:${error.field}`);
    expect(found).toEqual(
      expect.arrayContaining(["3:id", "4:country", "4:editions", "4:feeds", "4:paywall", "4:ownership_type", "5:allsides_date", "5:mbfc_bias", "5:mbfc_date", "6:domains"]),
    );
    expect(found.some((key) => key.startsWith("2:"))).toBe(false);
    expect(result.errors.find((error) => error.field === "paywall")?.message).toContain('"maybe"');
    expect(result.errors.filter((error) => error.row === 5 && error.field === "allsides_date")).toHaveLength(1);
    expect(result.errors.find((error) => error.field === "mbfc_bias")?.message).toContain("not an MBFC bias label");
  });

  it("refuses unknown and missing columns on the header row", () => {
    const result = parseOutletImport("id,name,domain,country\nx,X,x.example,US", "csv");
    expect(result).toEqual({
      ok: false,
      errors: [
        expect.objectContaining({ row: 1, field: "domain" }),
        expect.objectContaining({ row: 1, field: "domains" }),
        expect.objectContaining({ row: 1, field: "editions" }),
      ],
    });
  });

  it("refuses an id or a domain used twice in one import", () => {
    const other = GOOD_ROW.replace("local-ledger", "other").replace("ledger.example|", "other.example|");
    const result = parseOutletImport([HEADER, GOOD_ROW, GOOD_ROW.replace(/ledger\.example/g, "copy.example"), other].join("\n"), "csv");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => `${error.row}:${error.field}`)).toEqual(["3:id", "4:domains"]);
  });

  it("reports a row with the wrong number of fields, and skips blank rows", () => {
    const result = parseOutletImport(`${HEADER}\n\n${GOOD_ROW},extra\n`, "csv");
    expect(result).toEqual({ ok: false, errors: [expect.objectContaining({ row: 3, field: "" })] });
  });
});

describe("importing outlets from JSON", () => {
  const good = {
    id: "ledger",
    name: "Ledger",
    domains: ["ledger.example"],
    country: "US",
    editions: ["top-us"],
    feeds: ["https://ledger.example/feed"],
    paywall: false,
    ratings: [
      { rater: "MBFC", label: "left", date: "2018-10-31" },
      { rater: "MBFC", label: "left-center", date: "2026-08-19", url: "https://mediabiasfactcheck.com/ledger/" },
    ],
  };

  it("refuses a label no rater's scale can read, but keeps MBFC's directionless categories", () => {
    const typo = { ...good, ratings: [{ rater: "AllSides", label: "Leans Left", date: "2022-09-28" }] };
    const category = { ...good, id: "other", domains: ["other.example"], ratings: [{ rater: "MBFC", label: "fake-news", date: "2026-08-19" }] };
    const result = parseOutletImport(JSON.stringify([typo, category]), "json");
    expect(result).toEqual({ ok: false, errors: [expect.objectContaining({ row: 1, field: "ratings.0.label" })] });
  });

  it("reads an array of outlets, keeping a rating history", () => {
    const result = parseOutletImport(JSON.stringify([good]), "json");
    expect(result.ok && result.outlets[0]?.ratings).toHaveLength(2);
    expect(result.ok && deriveOutlet(result.outlets[0]!).bias).toBe("leanLeft");
  });

  it("names the array position (1-based) and the path of each bad field", () => {
    const bad = { ...good, id: "ledger-2", domains: ["ledger2.example"], ratings: [{ rater: "Ad Fontes", label: "", date: "2026-02-30" }] };
    const result = parseOutletImport(JSON.stringify([good, bad]), "json");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => `${error.row}:${error.field}`)).toEqual(["2:ratings.0.rater", "2:ratings.0.label", "2:ratings.0.date"]);
  });

  it("reports a document that is not JSON, or not a list of outlets", () => {
    expect(parseOutletImport("{", "json")).toEqual({ ok: false, errors: [expect.objectContaining({ row: 0, field: "" })] });
    expect(parseOutletImport('{"name":"x"}', "json")).toEqual({ ok: false, errors: [{ row: 0, field: "", message: "expected an array of outlets" }] });
  });
});
