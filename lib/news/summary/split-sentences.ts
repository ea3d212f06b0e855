// Splits a lead paragraph into sentences without breaking at "Mr. Smith", "U.S. officials",
// "Sen. Warren", "J.K. Rowling" or "3.5 percent". A period ends a sentence when it is followed by space
// and a capital (or an opening quote or digit) and the word before it is not a known abbreviation.

/** Abbreviations that are always followed by more of the same sentence (titles, "No. 3", "vs."). */
const NEVER_FINAL = new Set(
  (
    "mr mrs ms dr prof sen rep gov gen lt col maj capt cmdr adm sgt st mt ft rev hon pres supt insp det " +
    "jr sr vs v no nos vol fig approx est dept univ assn bros ave blvd rd jan feb mar apr jun jul aug sep sept oct nov dec"
  ).split(" "),
);
/** Abbreviations that may also end a sentence ("… in the U.S. The …"): split only before a sentence opener. */
const SOMETIMES_FINAL = new Set("inc corp co ltd llc plc etc am pm".split(" "));
const SENTENCE_OPENERS = new Set(
  (
    "the a an it its he she they we i this that these those there his her their but and in on at after before " +
    "when while as if officials police authorities however meanwhile according"
  ).split(" "),
);

function isAbbreviation(wordBeforePeriod: string, nextWord: string): boolean {
  const bare = wordBeforePeriod.replace(/^[("'“‘[]+/, "");
  const lower = bare.toLowerCase().replace(/\./g, "");
  const nextIsOpener = SENTENCE_OPENERS.has(nextWord.toLowerCase().replace(/[^a-z]/g, ""));
  if (NEVER_FINAL.has(lower)) return true;
  if (SOMETIMES_FINAL.has(lower)) return !nextIsOpener;
  // Initials and dotted acronyms: "J.", "U.S.", "U.K.", "a.m." — a sentence may still end on them.
  if (/^(?:\p{L}\.)*\p{L}$/u.test(bare)) return !nextIsOpener || bare.length === 1;
  return false;
}

export function splitSentences(text: string): string[] {
  const normalised = text.replace(/\s+/g, " ").trim();
  if (!normalised) return [];
  const sentences: string[] = [];
  const boundary = /([.!?…]+)(["'”’)\]]*)\s+(?=["'“‘(]?[\p{Lu}\d])/gu;
  let start = 0;
  for (const match of normalised.matchAll(boundary)) {
    const end = match.index! + match[1]!.length + match[2]!.length;
    // The words either side of the boundary, found without copying the rest of the text (a long article
    // has hundreds of boundaries).
    const before = normalised.slice(normalised.lastIndexOf(" ", match.index! - 1) + 1, match.index!);
    const next = match.index! + match[0].length;
    const space = normalised.indexOf(" ", next);
    const after = normalised.slice(next, space === -1 ? undefined : space);
    if (match[1] === "." && isAbbreviation(before, after)) continue;
    sentences.push(normalised.slice(start, end).trim());
    start = match.index! + match[0].length;
  }
  const rest = normalised.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}
