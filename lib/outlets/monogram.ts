import type { Monogram } from "./outlet-schema";

// Words that carry no identity in an outlet's name ("The Guardian" is Gu, "Mother Jones" is MJ).
const SKIPPED_WORDS = new Set(["the", "of", "and", "a"]);

/**
 * Initials for a generated logo: an acronym name keeps its acronym (CNN, NPR, BBC News → BBC);
 * otherwise the first letters of up to three significant words, numbers kept whole (France 24 → F24);
 * a single word gives its inner capitals (HuffPost → HP) or else its first two letters (Reuters → Re),
 * so one-word outlets stay told apart.
 */
export function initialsFor(name: string): string {
  const tokens = name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").split(/[^A-Za-z0-9]+/).filter(Boolean);
  const acronym = tokens.find((token) => /^[A-Z0-9]{2,5}$/.test(token));
  if (acronym && tokens[0] === acronym) return acronym;
  const significant = tokens.filter((token) => !SKIPPED_WORDS.has(token.toLowerCase()));
  const chosen = significant.length ? significant : tokens;
  if (chosen.length === 1) {
    const word = chosen[0]!;
    const capitals = word.replace(/[^A-Z]/g, "");
    if (capitals.length >= 2) return capitals.slice(0, 3);
    return word.length > 1 ? word[0]!.toUpperCase() + word[1]!.toLowerCase() : word.toUpperCase();
  }
  return chosen
    .slice(0, 3)
    .map((word) => (/^\d+$/.test(word) ? word : word[0]!.toUpperCase()))
    .join("")
    .slice(0, 5);
}

/** A stable 32-bit FNV-1a hash, so an outlet keeps its colour from build to build. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return value;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (offset: number) => {
    const k = (offset + hue / 30) % 12;
    const value = lightness - chroma / 2 * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255).toString(16).padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * A generated monogram: the outlet's initials in white on a dark colour picked from its id. Dark
 * (30 % lightness) so white text always reads (contrast ≥ 4.5:1, WCAG AA); nothing is downloaded.
 */
export function monogramFor(id: string, name: string): Monogram {
  return { initials: initialsFor(name), background: hslToHex(hash(id) % 360, 0.55, 0.3), foreground: "#ffffff" };
}
