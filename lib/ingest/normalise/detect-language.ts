// A deliberately tiny language guess for items whose feed declares none: the writing system first
// (Unicode script properties), then the most frequent function words for Latin-script languages.
// It answers only when the evidence is clear; otherwise undefined, which is better than a wrong tag.

const SCRIPTS: [RegExp, string][] = [
  [/\p{Script=Hangul}/u, "ko"],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, "ja"],
  [/\p{Script=Han}/u, "zh"],
  [/\p{Script=Cyrillic}/u, "ru"],
  [/\p{Script=Greek}/u, "el"],
  [/\p{Script=Hebrew}/u, "he"],
  [/\p{Script=Devanagari}/u, "hi"],
  [/\p{Script=Thai}/u, "th"],
];

const FUNCTION_WORDS: Record<string, string[]> = {
  en: ["the", "and", "of", "to", "in", "is", "that", "for", "with", "on", "was", "by"],
  fr: ["le", "la", "les", "et", "des", "est", "une", "du", "dans", "pour", "que", "sur"],
  de: ["der", "die", "und", "das", "ist", "nicht", "mit", "den", "von", "auf", "ein", "sich"],
  es: ["el", "los", "las", "y", "del", "que", "en", "por", "una", "con", "para", "se"],
  it: ["il", "di", "che", "e", "della", "per", "un", "non", "sono", "gli", "nel", "alla"],
  pt: ["o", "os", "as", "do", "da", "que", "em", "para", "com", "não", "uma", "dos"],
  nl: ["de", "het", "een", "en", "van", "is", "dat", "niet", "op", "voor", "met", "zijn"],
};

export function detectLanguage(text: string): string | undefined {
  const letters = text.replace(/[^\p{L}]/gu, "");
  // Eight letters of a distinctive script are evidence (CJK headlines are short); Latin needs words.
  if (letters.length < 8) return undefined;
  for (const [pattern, language] of SCRIPTS) {
    const matches = letters.match(new RegExp(pattern.source, "gu"))?.length ?? 0;
    if (matches / letters.length > 0.3) return language;
  }
  if (/\p{Script=Arabic}/u.test(letters)) return undefined; // Arabic, Urdu and Persian share the script
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = Object.entries(FUNCTION_WORDS).map(([language, list]) => {
    const set = new Set(list);
    return [language, words.filter((word) => set.has(word)).length] as const;
  });
  scores.sort((a, b) => b[1] - a[1]);
  const [best, runnerUp] = scores;
  if (best === undefined) return undefined;
  // At least three function words, and clearly ahead of the next language.
  return best[1] >= 3 && best[1] >= (runnerUp?.[1] ?? 0) * 1.5 ? best[0] : undefined;
}

/** BCP 47 case conventions (RFC 5646 §2.1.1): `EN_us` → `en-US`; undefined for anything not shaped like a tag. */
export function normaliseLanguageTag(tag: string | undefined): string | undefined {
  const parts = tag?.trim().replace(/_/g, "-").split("-").filter(Boolean) ?? [];
  const [language] = parts;
  if (language === undefined || !/^[a-z]{2,3}$/i.test(language)) return undefined;
  return parts
    .map((part, index) => (index === 0 ? part.toLowerCase() : part.length === 2 ? part.toUpperCase() : part.length === 4 ? part.charAt(0).toUpperCase() + part.slice(1).toLowerCase() : part.toLowerCase()))
    .join("-");
}
