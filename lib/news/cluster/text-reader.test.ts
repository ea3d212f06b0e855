import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { termId } from "./term-id";
import { formAt, keyAt, TextReader, TOKEN, type FieldReading, type TextTerms } from "./text-reader";
import { isAllCaps, tokenize, type TextToken } from "./text-tokens";
import { Vocabulary } from "./vocabulary";
import { seededRandom } from "@/test/seeded-random";

const reader = new TextReader(new Vocabulary());
const textTerms = (text: string) => reader.textTerms(text);

const keys = (text: string) => tokenize(text).map((t) => t.key);

/** The keys of `tokenize` counted, in order of first appearance. */
function countedKeys(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys(text)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** A reading spelt out: keys, counts, first forms and term ids, by position. */
function spelt(terms: TextTerms): { keys: string[]; counts: number[]; surfaces: string[]; ids: number[] } {
  const positions = Array.from(terms.numbers, (_, i) => i);
  return {
    keys: positions.map((i) => keyAt(terms, i)),
    counts: [...terms.counts],
    surfaces: positions.map((i) => formAt(terms, i)),
    ids: Array.from(terms.numbers, (number) => terms.vocabulary.ids[number]!),
  };
}

describe("TextReader.textTerms", () => {
  it("counts a long text's keys as tokenize reads them, with the form each was first written in", () => {
    const text = "The U.S. Senate's $1,200 plan, backed by Ocasio-Cortez and the EPA, passed 52-48. Critics said the plan's costs were hidden; the senate and officials disagreed.";
    const { keys: read, counts, surfaces } = spelt(textTerms(text));
    expect(new Map(read.map((key, i) => [key, counts[i]]))).toEqual(countedKeys(text));
    expect([...countedKeys(text).keys()]).toEqual(read);
    const surfaceOf = (key: string) => surfaces[read.indexOf(key)];
    expect(counts[read.indexOf("senat")]).toBe(2);
    expect(surfaceOf("senat")).toBe("Senate");
    expect(surfaceOf("ocasio")).toBe("Ocasio");
    expect(surfaceOf("us")).toBe("U.S.");
    expect(surfaceOf("#1200")).toBe("1200");
    expect(spelt(textTerms("SHOUTED HEADLINE ABOUT THE EPA")).keys).toEqual([...countedKeys("SHOUTED HEADLINE ABOUT THE EPA").keys()]);
  });

  it("tells apart two words whose first hashes collide", () => {
    // Two words of one length with the same 32-bit FNV-1a hash (found by a birthday search).
    const { keys: read, counts } = spelt(textTerms("ibjrynfi bkemlcja ibjrynfi"));
    expect(read).toEqual(["ibjrynfi", "bkemlcja"]);
    expect(counts).toEqual([2, 1]);
  });

  it("forgets its words when their characters pass 4 million, and reads on the same", () => {
    const own = new TextReader(new Vocabulary());
    const next = seededRandom(11);
    // Texts of one long junk word each (a pasted token): few words, many characters.
    const junk = () => Array.from({ length: 2_900 }, () => String.fromCharCode(97 + Math.floor(next() * 26))).join("");
    const texts = Array.from({ length: 1_500 }, () => `Officials said ${junk()} was posted`);
    let most = 0;
    for (const text of texts) {
      own.textTerms(text);
      most = Math.max(most, own.characters);
    }
    expect(most).toBeGreaterThan(3_000_000);
    expect(most).toBeLessThan(4_000_000 + 3_000);
    expect(spelt(own.textTerms(texts[0]!)).keys).toEqual([...countedKeys(texts[0]!).keys()]);
  });

  it("starts every text's counts afresh", () => {
    textTerms("plan plan plan");
    const { keys: read, counts, surfaces } = spelt(textTerms("Plan and plans"));
    expect(read).toEqual(["plan"]);
    expect(counts).toEqual([2]);
    expect(surfaces).toEqual(["Plan"]);
  });
});

/** What `textTerms` must give, built the plain way: `tokenize`'s keys counted in order of first appearance. */
function referenceTerms(text: string): { keys: string[]; counts: number[]; surfaces: string[]; ids: number[] } {
  const terms = { keys: [] as string[], counts: [] as number[], surfaces: [] as string[], ids: [] as number[] };
  const indexOf = new Map<string, number>();
  for (const token of tokenize(text)) {
    const index = indexOf.get(token.key);
    if (index !== undefined) terms.counts[index]!++;
    else {
      indexOf.set(token.key, terms.keys.length);
      terms.keys.push(token.key);
      terms.counts.push(1);
      terms.surfaces.push(token.surface);
      terms.ids.push(termId(token.key));
    }
  }
  return terms;
}

/** Texts on which `textTerms` and `referenceTerms` differ, compared as JSON (an assertion per text would be slow). */
function textsReadDifferently(texts: readonly string[]): { text: string; got: unknown; expected: unknown }[] {
  const different: { text: string; got: unknown; expected: unknown }[] = [];
  for (const text of texts) {
    const got = spelt(textTerms(text));
    const expected = referenceTerms(text);
    if (JSON.stringify(got) !== JSON.stringify(expected)) different.push({ text, got, expected });
  }
  return different;
}

// Pieces that exercise WORD's rule and the readings: acronyms dotted or not, possessives with either
// apostrophe, hyphens, digit groups, letters and digits of other scripts (astral ones too), cased
// symbols that are no letters (Ⓐ, Ⅻ count for isAllCaps), combining marks (not \p{L}), emoji, lone
// surrogates, separators at the edges of words and in runs.
const PIECES = [
  "Senate", "senate's", "Senate’s", "senators'", "U.S.", "U.S", "u.s.", "U.K.", "U.S.A.", "A.b.", "e.g.", "EPA", "EPAs", "NASA's",
  "ABCDEFs", "MPs", "Ocasio-Cortez", "Wi-Fi", "COVID-19", "10-K", "52-48", "1,200", "$2,700.50", "3.14", "1,2,3", "1,,2", "a,1",
  "1,a", "12,", ",34", "1.2.3", "9/11", "1990s", "30's", "x-", "-x", "--", "...", "''", "’’", "D'Souza", "O’Neill", "rock'n'roll",
  "it's", "don't", "isn’t", "’s", "s’", "Erdoğan", "São Paulo", "Москва", "Путин's", "Ελλάδα", "ΑΘΗΝΑ", "İstanbul", "straße",
  "ǅemal", "Ⓐ", "ⒶⒷⒸ", "Ⅻ", "²", "٣٤٥", "١,٢", "१२३", "中文", "e\u0301clair", "cafe\u0301", "𝐀𝐁𝐂", "𐐀𐐨", "a𝟏b", "𝟏,2",
  "😀", "👍🏽", "\uD800", "\uDC00x", "x\uD83D", "\u200D", "\u00A0", "—", "–", "…", "“quoted”", "'quoted'", "(a)", "#5", "the", "and",
  "a", "I", "x", "hearing", "charges", "charged", "pardons", "Plan", "plans", "PLAN", "Trump", "trump", "TRUMP", "Exxon",
  "a".repeat(300), "Ab".repeat(150) + "-" + "cd".repeat(40), "1".repeat(40) + "," + "2".repeat(40),
];
const SEPARATORS = [" ", " ", " ", "  ", "\n", ", ", ". ", "; ", "-", "'", "’", ",", ".", "", "\t", " — ", "(", ")", "\"", "“", "”", "/"];
const SOUP = [..."aAbBzZ09,.'’-_ \n", "é", "É", "ß", "ğ", "Ş", "Я", "я", "Ω", "ω", "Ⓐ", "Ⅻ", "٣", "\u0301", "😀", "𝐀", "𝟏", "\uD800", "\uDC00"];

// Texts where one character decides: cased symbols outside any word tip the ALL CAPS ratio (and so
// whether "US" is an acronym or the pronoun), digit groups, separators next to acronyms, astral letters.
const EDGE_TEXTS = [
  "", " ", "ⒶⒶⒶⒶⒶⒶ US said", "ⓐⓐⓐⓐ US SAID", "1,234 12,34,5 1,a a,1 1.5-2,000 ,1, 1,", "U.S.-led U.S.'s U.S.A Ocasio-Cortez's",
  "𝐀𝐁𝐂 𝐚𝐛𝐜 𐐀𐐨 x𝟏,2 😀US", "Senate'", "Senate’s’ 'tis - -- a-b-c-d-e-f-g-h", "\uD800US \uDC00US US\uD800",
];

function trickyTexts(count: number, seed: number): string[] {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const texts = [...EDGE_TEXTS];
  while (texts.length < count) {
    let text = "";
    if (next() < 0.2) for (let i = Math.floor(next() * 80); i > 0; i--) text += pick(SOUP);
    else for (let i = Math.floor(next() * 60); i > 0; i--) text += pick(PIECES) + pick(SEPARATORS);
    const casing = next();
    texts.push(casing < 0.15 ? text.toUpperCase() : casing < 0.25 ? text.toLowerCase() : text);
  }
  return texts;
}

// The NEUS/AllSides development set.
const devSet = path.resolve(process.cwd(), "../shared/datasets/clusters/neus_allsides_gold_dev.jsonl");
const present = existsSync(devSet);
if (!present) console.warn(`text-reader: dev-set comparisons skipped, ${devSet} is absent`);

describe("TextReader.textTerms against tokenize", () => {
  it("reads tricky texts as tokenize does: keys, counts, first forms and ids", () => {
    expect(textsReadDifferently(trickyTexts(3000, 20240611))).toEqual([]);
  });

  it("stays the same once its caches are forgotten (over 200,000 words read)", () => {
    const next = seededRandom(7);
    const word = () => Array.from({ length: 5 + Math.floor(next() * 6) }, () => String.fromCharCode(97 + Math.floor(next() * 26))).join("");
    const texts = Array.from({ length: 110 }, () => Array.from({ length: 2000 }, word).join(" "));
    expect(textsReadDifferently([...texts, ...texts.slice(0, 5)]).map((d) => d.text.slice(0, 40))).toEqual([]);
    // Headlines read after the forgetting are numbered in the new vocabulary, and read the same.
    expect(fieldsReadDifferently(texts.slice(0, 4).map((text) => text.slice(0, 300))).map((d) => d.text.slice(0, 40))).toEqual([]);
  });

  // The NEUS/AllSides development set, as the full-text vector reads it (first 3,000 characters).
  it.skipIf(!present)("reads every body of the development set as tokenize does", () => {
    const lines = readFileSync(devSet, "utf8").split("\n").filter((line) => line.trim() !== "");
    const bodies = lines.map((line) => String((JSON.parse(line) as { body?: unknown }).body ?? "").slice(0, 3000));
    expect(bodies.length).toBe(3081);
    expect(textsReadDifferently(bodies).map((d) => d.text.slice(0, 80))).toEqual([]);
  }, 180_000); // 3,081 bodies read twice: seconds on a quiet machine, minutes on a busy shared one
});

const tokenJson = (t: TextToken) => [t.key, t.surface, t.capitalized, t.sentenceStart, t.kind, t.sentence];

/** A field's tokens as `tokenize` spells them. */
function tokensOf({ keys, flags, sentences, surfaces }: FieldReading, vocabulary: Vocabulary): TextToken[] {
  return Array.from(keys, (key, i) => ({
    key: vocabulary.keys[key]!,
    surface: surfaces[i]!,
    capitalized: (flags[i]! & TOKEN.Capitalized) !== 0,
    sentenceStart: (flags[i]! & TOKEN.SentenceStart) !== 0,
    kind: (flags[i]! & TOKEN.Acronym) !== 0 ? "acronym" : (flags[i]! & TOKEN.Number) !== 0 ? "number" : "word",
    sentence: sentences[i]!,
  }));
}

/** Fields on which `readFields` and `tokenize` differ, tokens compared with their keys spelt out. */
function fieldsReadDifferently(texts: readonly string[]): { text: string; got: unknown; expected: unknown }[] {
  const different: { text: string; got: unknown; expected: unknown }[] = [];
  // Read two at a time, as a headline and its lead are: one vocabulary numbers both.
  for (let i = 0; i < texts.length; i += 2) {
    const pair = texts.slice(i, i + 2);
    const fields = reader.readFields(pair);
    pair.forEach((text, j) => {
      const got = tokensOf(fields[j]!, reader.vocabulary).map(tokenJson);
      const expected = tokenize(text).map(tokenJson);
      if (JSON.stringify(got) !== JSON.stringify(expected) || fields[j]!.allCaps !== isAllCaps(text)) different.push({ text, got, expected });
    });
  }
  return different;
}

describe("TextReader.readFields against tokenize", () => {
  it("reads tricky texts as tokenize does: keys, forms, capitals, kinds, sentences", () => {
    expect(fieldsReadDifferently(trickyTexts(3000, 977)).slice(0, 3)).toEqual([]);
  });

  it("reads sentences and names as tokenize does", () => {
    const text = "Officials said Exxon won. Judges agreed with the EPA's chief.";
    const tokens = tokensOf(reader.readFields([text])[0]!, reader.vocabulary);
    expect(tokens.map((token) => token.key)).toEqual(tokenize(text).map((token) => token.key));
    expect(tokens.filter((token) => token.sentenceStart).map((token) => token.surface)).toEqual(["Officials", "Judges"]);
    expect(tokens.find((token) => token.surface === "Exxon")).toMatchObject({ capitalized: true, sentenceStart: false, kind: "word", sentence: 0 });
    expect(tokens.find((token) => token.surface === "EPA")).toMatchObject({ kind: "acronym", sentence: 1 });
  });

  it("numbers the keys of a headline and its lead in one vocabulary", () => {
    const [title, lead] = reader.readFields(["Budget deal passes", "budget deal"]).map((field) => [...field.keys]);
    const { vocabulary } = reader;
    expect(lead).toEqual(title!.slice(0, 2));
    const pair = vocabulary.pair(title![0]!, title![1]!);
    expect(vocabulary.keys[pair]).toBe("budget_deal");
    expect(vocabulary.ids[pair]).toBe(termId("budget_deal"));
  });

  it.skipIf(!present)("reads every title and lead of the development set as tokenize does", () => {
    const lines = readFileSync(devSet, "utf8").split("\n").filter((line) => line.trim() !== "");
    const rows = lines.map((line) => JSON.parse(line) as { title?: unknown; body?: unknown });
    const texts = rows.flatMap((row) => [String(row.title ?? ""), String(row.body ?? "").slice(0, 300)]);
    expect(fieldsReadDifferently(texts).map((d) => d.text.slice(0, 80))).toEqual([]);
  });
});
