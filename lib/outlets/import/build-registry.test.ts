import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deriveOutlet } from "../registry";
import { buildRegistry, countryCodeOf, ownershipTypeOfTypology } from "./build-registry";
import type { CuratedOutlet, Editorial } from "./editorial";
import { buildRatingIndex, findRatings } from "./find-ratings";
import { importDatasets, MissingDatasetsError } from "./import-datasets";
import { DatasetFormatError, readOutletDatasets } from "./outlet-datasets";
import { STAND_IN_OUTLET_FILES, writeStandInOutletDatasets } from "@/test/factories/outlet-datasets";

// The import on small hand-written datasets (test/factories/outlet-datasets.ts: invented outlets, the real
// files' shapes), written to a temporary folder for the import that reads a datasets folder.
const read = (file: string) => {
  const text = STAND_IN_OUTLET_FILES[file];
  if (text === undefined) throw new Error(`no stand-in for ${file}`);
  return text;
};
const datasets = readOutletDatasets(read);

const curated: CuratedOutlet = {
  id: "the-gazette", name: "The Gazette", domains: ["gazette.example"], country: "US", editions: ["top-us"],
  feeds: ["https://gazette.example/rss"], owner: "Gazette Trust", ownershipType: "trust", ownershipSource: "OpenGround editors, from its masthead", paywall: false,
};
const editorial: Editorial = {
  curated: [curated],
  decisions: [{ domain: "courier.example", name: "The Courier", paywall: true }],
  owners: [{ owner: "Courier Media", ownershipType: "corporation", source: "OpenGround editors, from its annual report", domains: ["courier.example"] }],
};

describe("reading the datasets", () => {
  it("reads every file into typed records, hosts normalised", () => {
    expect(datasets.allSides.map((record) => record.host)).toContain("ledger.example");
    expect(datasets.mbfc2024.filter((record) => record.host === "courier.example")).toHaveLength(2);
    expect(datasets.feeds.get("https://courier.example/feed/")).toEqual([{ list: "kite", category: "Canada", categoryType: "topic", language: "en" }]);
    expect(datasets.feeds.get("https://www.ledger.example/world/feed")).toEqual([{ list: "core", category: "World" }]);
  });

  it("names the file and the field when a dataset changed shape", () => {
    const broken = (file: string) => (name: string) => (name === file ? '{"aliases": {}, "sources": [{"domain": 3}]}' : read(name));
    expect(() => readOutletDatasets(broken("mbfc_mbfcext_2026/mbfc_combined_v5.json"))).toThrow(DatasetFormatError);
    expect(() => readOutletDatasets(broken("mbfc_mbfcext_2026/mbfc_combined_v5.json"))).toThrow(/mbfc_combined_v5\.json: sources\.0\.domain/);
    expect(() => readOutletDatasets((name) => (name.endsWith("mbfc.csv") ? "source,country\nx,y\n" : read(name)))).toThrow(/mbfc\.csv: has no "bias" column/);
  });
});

describe("finding an outlet's ratings", () => {
  const index = buildRatingIndex(datasets);

  it("takes AllSides' news entry and every MBFC dataset's row, linking the 2024 row to MBFC's page", () => {
    const found = findRatings(index, ["ledger.example"]);
    expect(found.ratings).toEqual([
      { rater: "AllSides", label: "Lean Left", date: "2022-09-28", url: "https://www.allsides.com/news-source/ledger-news" },
      { rater: "MBFC", label: "left", date: "2018-10-31", url: "https://mediabiasfactcheck.com/ledger/" },
      { rater: "MBFC", label: "left-center", date: "2024-06-16", url: "https://mediabiasfactcheck.com/ledger/" },
      { rater: "MBFC", label: "left-center", date: "2026-08-19", url: "https://mediabiasfactcheck.com/ledger/" },
    ]);
    expect(found.factualityRatings.map((rating) => rating.label)).toEqual(["high", "high", "high"]);
  });

  it("leaves out AllSides' ratings of the outlet's opinion pages and fact-check desk, saying so", () => {
    const reasons = findRatings(index, ["ledger.example"]).leftOut.map((rating) => [rating.label, rating.reason]);
    expect(reasons).toEqual([
      ["Left", "AllSides rates “Ledger (Opinion)”, the outlet's opinion pages, not its news reporting"],
      ["Lean Left", "AllSides rates “Ledger Fact Check”, the outlet's fact-check desk, not its news reporting"],
    ]);
  });

  it("takes neither of two different rows one dataset gives a site", () => {
    const found = findRatings(index, ["courier.example"]);
    expect(found.ratings.filter((rating) => rating.date === "2024-06-16")).toEqual([]);
    expect(found.leftOut.filter((rating) => rating.kind === "bias").map((rating) => rating.label)).toEqual(["right-center", "right"]);
    expect(found.leftOut[0]!.reason).toMatch(/^the dataset rates courier\.example twice/);
  });

  it("leaves out a rating the editors name, with their reason", () => {
    const found = findRatings(index, ["ledger.example"], [{ rater: "MBFC", date: "2018-10-31", reason: "rates the paper before its 2020 relaunch" }]);
    expect(found.ratings.map((rating) => rating.date)).not.toContain("2018-10-31");
    expect(found.leftOut).toContainEqual(expect.objectContaining({ kind: "bias", date: "2018-10-31", reason: "rates the paper before its 2020 relaunch" }));
  });
});

describe("building the registry", () => {
  const result = buildRegistry(datasets, editorial);
  const byId = new Map(result.outlets.map((outlet) => [outlet.id, outlet]));
  const skipped = Object.fromEntries(result.skipped.map((candidate) => [candidate.domain, candidate.reason]));

  it("keeps the editors' outlets with the datasets' ratings added", () => {
    const gazette = byId.get("the-gazette")!;
    expect(gazette.feeds).toEqual(["https://gazette.example/rss"]);
    expect(gazette.ratings).toEqual([{ rater: "MBFC", label: "center", date: "2026-08-19", url: "https://mediabiasfactcheck.com/gazette/" }]);
    expect(result.imported).not.toContain("the-gazette");
  });

  it("imports a rated site with a general-news feed: its feeds moved to https, topic feeds left, editions from its feeds", () => {
    const ledger = byId.get("the-ledger")!;
    expect(ledger).toMatchObject({
      name: "The Ledger",
      country: "US",
      editions: ["top-us", "top"],
      owner: "Ledger Holdings",
      ownershipType: "corporation",
      ownershipSource: "Kagi media_data (2026-05-12)",
    });
    expect(ledger.feeds).toEqual(["https://www.ledger.example/politics/feed", "https://www.ledger.example/feed", "https://www.ledger.example/world/feed"]);
    expect(deriveOutlet(ledger).bias).toBe("leanLeft");
  });

  it("takes the editors' owner, name and paywall for an imported site", () => {
    expect(byId.get("the-courier")).toMatchObject({ country: "CA", editions: ["top-ca"], owner: "Courier Media", paywall: true, feeds: ["https://courier.example/feed/"] });
  });

  it("leaves out every other candidate with its reason", () => {
    expect(skipped).toEqual({
      "rumour.example": "MBFC (2026) files it under “fake-news”",
      "hub.example": "MBFC lists it as “organization/foundation”, not a news outlet",
      "policy.example": "AllSides files it as a think tank",
      "quiet.example": "no dataset gives its country",
      "nolink.example": "no page of MBFC's for it in the datasets, so its rating could not be linked",
    });
  });

  it("gives every outlet facts the registry schema accepts", () => {
    for (const outlet of result.outlets) expect(() => deriveOutlet(outlet), outlet.id).not.toThrow();
  });
});

describe("writing the generated registry", () => {
  it("writes one file per region and an index, then finds them current; refuses without the datasets", () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "og-registry-"));
    const datasetsDir = fs.mkdtempSync(path.join(os.tmpdir(), "og-outlet-datasets-"));
    try {
      writeStandInOutletDatasets(datasetsDir);
      fs.writeFileSync(path.join(outDir, "stale.ts"), "export {};\n");
      const first = importDatasets({ datasetsDir, outDir, editorial });
      expect(first.changed).toContain("index.ts");
      expect(first.stale).toEqual(["stale.ts"]);
      expect(fs.readFileSync(path.join(outDir, "canada.ts"), "utf8")).toContain('"id": "the-courier"');
      expect(fs.readFileSync(path.join(outDir, "us.ts"), "utf8")).toMatch(/^\/\/ Generated by `npm run outlets -- import --datasets/);
      const again = importDatasets({ datasetsDir, outDir, editorial, check: true });
      expect([...again.changed, ...again.stale]).toEqual([]);
      expect(() => importDatasets({ datasetsDir: path.join(outDir, "nowhere"), outDir, editorial })).toThrow(MissingDatasetsError);
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
      fs.rmSync(datasetsDir, { recursive: true, force: true });
    }
  });
});

describe("reading the datasets' words", () => {
  it("reads country names as the datasets write them", () => {
    expect(countryCodeOf("usa (44/180 press freedom)")).toBe("US");
    expect(countryCodeOf("The Netherlands")).toBe("NL");
    expect(countryCodeOf("Netherlands/Morocco")).toBe("NL");
    expect(countryCodeOf("Global")).toBeNull();
  });

  it("maps Kagi's typology onto our ownership types", () => {
    expect(ownershipTypeOfTypology("State Funded Media")).toBe("state funded");
    expect(ownershipTypeOfTypology("Public Broadcaster")).toBe("public broadcaster");
    expect(ownershipTypeOfTypology("Private Independent Media")).toBe("independent");
    expect(ownershipTypeOfTypology("Private Enterprise")).toBe("corporation");
    expect(ownershipTypeOfTypology("Something else")).toBeNull();
  });

});
