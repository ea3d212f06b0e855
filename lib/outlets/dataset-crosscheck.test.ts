import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import { normaliseHost } from "./domain-index";
import { EDITORIAL } from "./registry-data/editorial";
import { listingEdition } from "./import/feed-scope";
import { GENERATED_DIR, importDatasets } from "./import/import-datasets";
import { readOutletDatasets } from "./import/outlet-datasets";
import { KAGI_MEDIA_DATA, RATING_DATASETS } from "./rating-sources";
import { listOutlets, outletById } from "./registry";

// Checks every rating, owner and feed the registry carries against the datasets it was read from, so
// a mistyped label or a rating filed under the wrong date is caught. Reads ../shared at run time.
const OUTLETS_DIR = path.resolve(process.cwd(), "../shared/datasets/outlets");
const present = fs.existsSync(OUTLETS_DIR);
if (!present) console.warn(`Skipping the outlet dataset cross-check: ${OUTLETS_DIR} is absent.`);

const read = (relative: string) => fs.readFileSync(path.join(OUTLETS_DIR, relative), "utf8");

function csvRecords(relative: string): Record<string, string>[] {
  const parsed = parseCsv(read(relative));
  if (!parsed.ok) throw new Error(`${relative}: ${parsed.error}`);
  const [header, ...rows] = parsed.rows;
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index] ?? ""])));
}

function tsvRecords(relative: string): Record<string, string>[] {
  const [header, ...rows] = read(relative).trim().split("\n").map((line) => line.replace(/\r$/, "").split("\t"));
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index] ?? ""])));
}

function ratingsOf(date: string) {
  return listOutlets().flatMap((outlet) => [
    ...outlet.ratings.filter((rating) => rating.date === date).map((rating) => ({ outlet, rating, kind: "bias" as const })),
    ...outlet.factualityRatings.filter((rating) => rating.date === date).map((rating) => ({ outlet, rating, kind: "factuality" as const })),
  ]);
}

describe.skipIf(!present)("registry facts against the outlet datasets", () => {
  it("carries AllSides labels exactly as the 2022 AllSides dataset gives them", () => {
    const byUrl = new Map(csvRecords(RATING_DATASETS.allSides2022.path).map((row) => [row.allsides_url, row.bias]));
    const checked = ratingsOf(RATING_DATASETS.allSides2022.date);
    expect(checked.length).toBeGreaterThan(40);
    for (const { outlet, rating } of checked) {
      expect(rating.rater).toBe("AllSides");
      expect(byUrl.has(rating.url ?? ""), `${outlet.id}: no AllSides row for ${rating.url}`).toBe(true);
      expect(rating.label, outlet.id).toBe(byUrl.get(rating.url ?? ""));
    }
  });

  it("carries MBFC 2026 labels and pages exactly as the mbfcext data gives them", () => {
    const data = JSON.parse(read(RATING_DATASETS.mbfcExt2026.path)) as {
      aliases: Record<string, string>;
      sources: { domain: string; url: string; bias: string; reporting?: string }[];
    };
    const byDomain = new Map(data.sources.map((source) => [source.domain, source]));
    const checked = ratingsOf(RATING_DATASETS.mbfcExt2026.date);
    expect(checked.length).toBeGreaterThan(100);
    for (const { outlet, rating, kind } of checked) {
      const source = outlet.domains.map((domain) => byDomain.get(data.aliases[domain] ?? domain)).find(Boolean);
      expect(source, `${outlet.id}: none of ${outlet.domains.join(", ")} is in the 2026 data`).toBeDefined();
      expect(rating.url, outlet.id).toBe(source!.url);
      expect(rating.label, `${outlet.id} ${kind}`).toBe(kind === "bias" ? source!.bias : source!.reporting);
    }
  });

  it("carries MBFC 2024 labels exactly as the Idiap table gives them, and none the table gives two ways", () => {
    const rows = csvRecords(RATING_DATASETS.mbfcIdiap2024.path);
    const checked = ratingsOf(RATING_DATASETS.mbfcIdiap2024.date);
    expect(checked.length).toBeGreaterThan(100);
    for (const { outlet, rating, kind } of checked) {
      const domain = outlet.domains.find((candidate) => rows.some((row) => row.source!.toLowerCase() === candidate));
      const labels = new Set(rows.filter((row) => row.source!.toLowerCase() === domain).map((row) => (kind === "bias" ? row.bias : row.factual_reporting)));
      expect([...labels], `${outlet.id} ${kind}`).toEqual([rating.label]);
    }
  });

  it("carries MBFC 2018 labels exactly as the EMNLP 2018 corpus gives them", () => {
    const byRef = new Map(tsvRecords(RATING_DATASETS.mbfcBaly2018.path).map((row) => [row.ref, row]));
    const checked = ratingsOf(RATING_DATASETS.mbfcBaly2018.date);
    expect(checked.length).toBeGreaterThan(40);
    for (const { outlet, rating, kind } of checked) {
      const row = byRef.get(rating.url ?? "");
      expect(row, `${outlet.id}: no corpus row for ${rating.url}`).toBeDefined();
      expect(outlet.domains, outlet.id).toContain(normaliseHost(new URL(row!.source_url ?? "").hostname));
      expect(rating.label, `${outlet.id} ${kind}`).toBe(kind === "bias" ? row!.bias : row!.fact);
    }
  });

  it("dates every rating by one of the known datasets", () => {
    const known = new Set(Object.values(RATING_DATASETS).map((dataset) => `${dataset.rater}@${dataset.date}`));
    for (const outlet of listOutlets()) {
      for (const rating of [...outlet.ratings, ...outlet.factualityRatings]) expect(known, outlet.id).toContain(`${rating.rater}@${rating.date}`);
    }
  });

  it("quotes owners credited to Kagi media_data verbatim, state funding included, and says why any other owner differs", () => {
    const media = JSON.parse(read("kagi_kite/media_data.json")) as { domains: string[]; owner: string; typology: string }[];
    // media_data lists some outlets under a feed or parent host (feeds.washingtonpost.com, sky.com).
    const entryFor = (domain: string) =>
      media.find((entry) => entry.domains.map(normaliseHost).some((host) => host === domain || host.endsWith(`.${domain}`) || domain.endsWith(`.${host}`)));
    const credited = listOutlets().filter((outlet) => outlet.ownershipSource === KAGI_MEDIA_DATA);
    expect(credited.length).toBeGreaterThan(30);
    for (const outlet of credited) {
      const entry = outlet.domains.map(entryFor).find(Boolean);
      expect(entry, outlet.id).toBeDefined();
      expect(outlet.owner, outlet.id).toBe(entry!.owner);
      expect(outlet.ownershipType === "state funded", outlet.id).toBe(entry!.typology.startsWith("State"));
    }
    for (const outlet of listOutlets().filter((candidate) => candidate.ownershipSource !== KAGI_MEDIA_DATA)) {
      const entry = outlet.domains.map(entryFor).find(Boolean);
      if (entry?.owner && entry.owner !== outlet.owner) expect(outlet.ownershipSource, outlet.id).toContain("Kagi's media data still names");
    }
  });

  it("carries every AllSides news rating of an outlet's site, Just the News' included", () => {
    const justTheNews = outletById("just-the-news")!;
    expect(justTheNews.ratings).toContainEqual(expect.objectContaining({ rater: "AllSides", label: "Center" }));
    expect(justTheNews.bias).toBe("right");
  });

  it("takes no feed that the Kagi lists file only under topics (sports, business …)", () => {
    const datasets = readOutletDatasets(read);
    const topicOnly = listOutlets().flatMap((outlet) =>
      outlet.feeds.flatMap((feed) => {
        const listings = datasets.feeds.get(feed) ?? datasets.feeds.get(feed.replace(/^https:/, "http:"));
        // A feed the lists do not carry is the outlet's own address, judged by its address alone (registry.test.ts).
        if (!listings || listings.some((listing) => listingEdition(listing) !== null)) return [];
        return [`${outlet.id}: ${feed} (${listings.map((listing) => listing.category).join(", ")})`];
      }),
    );
    expect(topicOnly).toEqual([]);
  });

  it("is what npm run outlets -- import --datasets makes of the datasets and the editors' facts", () => {
    const outcome = importDatasets({ datasetsDir: path.dirname(OUTLETS_DIR), outDir: path.resolve(process.cwd(), GENERATED_DIR), editorial: EDITORIAL, check: true });
    expect([...outcome.changed, ...outcome.stale], "run npm run outlets -- import --datasets").toEqual([]);
  });

  it("takes most feeds from the Kagi feed lists", () => {
    const kite = JSON.parse(read("kagi_kite/kite_feeds.json")) as Record<string, { feeds?: string[] }>;
    const core = JSON.parse(read("kagi_kite/core_feeds.json")) as Record<string, string[]>;
    const listed = new Set([...Object.values(kite).flatMap((category) => category.feeds ?? []), ...Object.values(core).flat()]);
    const outlets = listOutlets();
    const fromKagi = outlets.filter((outlet) => outlet.feeds.some((feed) => listed.has(feed)));
    console.info(`outlets with a feed from the Kagi lists: ${fromKagi.length} of ${outlets.length}`);
    expect(fromKagi.length).toBeGreaterThanOrEqual(Math.floor(outlets.length / 2));
  });
});
