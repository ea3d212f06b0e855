// Tokens for entity extraction: words with their capitalisation and whether they open a sentence.
// "U.S." and "Sen." stay one token; a sentence's final period is its own token; "Trump's" is "Trump"
// marked possessive (a possessive ends a name: "Trump's Justice Department" is two entities).

export interface Token {
  text: string;
  /** Starts with a capital (or is "al-Assad"-like): a candidate part of a name. */
  capitalised: boolean;
  /** First word of a sentence, where any word is capitalised. */
  sentenceStart: boolean;
  possessive: boolean;
  punctuation: boolean;
}

const ABBREVIATIONS = new Set(
  "mr mrs ms dr sen rep gov gen lt col capt sgt adm cmdr rev prof st mt ft jr sr inc corp co ltd no vs".split(" "),
);
const TOKEN = /(?:\p{L}\.){2,}|[\p{L}\p{N}]+(?:[-'’&.][\p{L}\p{N}]+)*\.?|[^\s\p{L}\p{N}]/gu;
const OPENING_QUOTES = new Set(['"', "“", "‘", "'", "(", "["]);

export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let sentenceStart = true;
  for (const [raw] of text.normalize("NFC").matchAll(TOKEN)) {
    let word = raw;
    let trailingPeriod = false;
    // A trailing period belongs to the word only for "U.S." forms and known abbreviations.
    if (word.length > 1 && word.endsWith(".") && !/^(?:\p{L}\.){2,}$/u.test(word) && !ABBREVIATIONS.has(word.slice(0, -1).toLowerCase())) {
      word = word.slice(0, -1);
      trailingPeriod = true;
    }
    if (/^[^\p{L}\p{N}]$/u.test(word)) {
      tokens.push({ text: word, capitalised: false, sentenceStart: false, possessive: false, punctuation: true });
      if (/[.!?:;—–]/.test(word)) sentenceStart = true;
      else if (!OPENING_QUOTES.has(word)) sentenceStart = false;
      continue;
    }
    const possessive = /['’]s$/i.test(word) && word.length > 2;
    if (possessive) word = word.slice(0, -2);
    tokens.push({
      text: word,
      capitalised: /^\p{Lu}/u.test(word) || /^\p{Ll}{1,3}-\p{Lu}/u.test(word) || /^\p{N}*\p{Lu}/u.test(word),
      sentenceStart,
      possessive,
      punctuation: false,
    });
    sentenceStart = false;
    if (trailingPeriod) {
      tokens.push({ text: ".", capitalised: false, sentenceStart: false, possessive: false, punctuation: true });
      sentenceStart = true;
    }
  }
  return tokens;
}

/**
 * A title is in Title Case when most of its longer words are capitalised ("Trump Administration To
 * Reunite Migrant Families"): capitals then say nothing about names.
 */
export function isTitleCase(tokens: readonly Token[]): boolean {
  const longWords = tokens.filter((token) => !token.punctuation && token.text.length > 3);
  if (longWords.length < 3) return false;
  return longWords.filter((token) => token.capitalised).length / longWords.length >= 0.7;
}
