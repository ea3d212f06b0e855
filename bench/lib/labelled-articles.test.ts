import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadKagiArticles } from "./labelled-articles";

// Hand-written rows in the shape of Kagi News's cluster file (one row per cluster, its titles inside).
const ROWS = [
  { story_id: 7, articles: [
    { title: "Port strike ends after deal on wages", link: "https://a.example/1", domain: "a.example", date: "2025-12-22T10:00:00+00:00" },
    { title: "Dockworkers return as union accepts offer", link: "https://b.example/2", domain: "b.example", date: "2025-12-22T08:00:00+00:00" },
  ] },
  { story_id: 9, articles: [
    { title: "Dockworkers return as union accepts offer", link: "https://b.example/2", domain: "b.example", date: "2025-12-22T08:00:00+00:00" },
    { title: "Snow closes mountain passes", link: "https://c.example/3", domain: "c.example" },
    { title: "", link: "https://c.example/4" },
  ] },
];

describe("loadKagiArticles", () => {
  it("gives one article per titled link, labelled by its cluster, in time order (undated last), each link once", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "kagi-")), "clusters.jsonl");
    writeFileSync(file, ROWS.map((row) => JSON.stringify(row)).join("\n"));
    const articles = await loadKagiArticles(file);
    expect(articles.map((a) => [a.input.title, a.goldCluster, a.input.source])).toEqual([
      ["Dockworkers return as union accepts offer", "7", "b.example"],
      ["Port strike ends after deal on wages", "7", "a.example"],
      ["Snow closes mountain passes", "9", "c.example"],
    ]);
    expect(Number.isNaN(articles[2]!.input.publishedAt)).toBe(true);
  });
});
