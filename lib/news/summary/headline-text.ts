// Cleaning and judging the wording of feed headlines. Feeds append their name (" - Reuters",
// " | The Guardian") and tag rolling coverage ("LIVE:", "Breaking:"); neither belongs in a story title.

const LIVE_PREFIX = /^\s*(?:live(?:\s+updates?|\s+blog)?|breaking(?:\s+news)?|watch|video|update[ds]?|exclusive|opinion)\s*[:|–—-]\s*/i;
const SEPARATOR = /\s+(?:[|•]|::|[-–—])\s+/g;
const PUBLISHER_WORD =
  /\b(?:news|times|post|journal|herald|guardian|telegraph|tribune|reuters|bbc|cnn|npr|pbs|press|daily|mail|express|independent|observer|gazette|star|sun|magazine|online|wire|today|politico|bloomberg|axios|abc|cbs|nbc|msnbc|fox|breitbart|hill|atlantic|economist|\w+\.(?:com|org|net|co\.uk))\b/i;
const CLICKBAIT =
  /\b(?:you won'?t believe|here'?s (?:why|what|how)|what (?:we|you) (?:know|need to know)|things to know|this is why|the reason why|will shock|jaw-dropping|must see|goes viral)\b/i;

const alphanumeric = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

function looksLikePublisher(tail: string, outlet: { outletId: string; outletName?: string }): boolean {
  const words = tail.trim().split(/\s+/);
  const key = alphanumeric(tail);
  if (key.length < 2 || words.length > 6) return false;
  const outletKeys = [outlet.outletId, outlet.outletName ?? ""].map(alphanumeric).filter((value) => value.length >= 3);
  if (outletKeys.some((outletKey) => outletKey === key || (key.length >= 4 && outletKey.includes(key)) || key.includes(outletKey))) return true;
  const capitalised = words.every((word) => /^[\p{Lu}\d&]/u.test(word) || /^(?:of|the|and|de|on)$/i.test(word));
  return capitalised && PUBLISHER_WORD.test(tail);
}

/** Removes trailing " - Outlet" / " | Section | Outlet" parts that name the publisher. */
export function stripOutletSuffix(title: string, outlet: { outletId: string; outletName?: string }): string {
  let text = title.trim();
  for (;;) {
    const separators = [...text.matchAll(SEPARATOR)];
    const last = separators.at(-1);
    if (!last || last.index === undefined) return text;
    const head = text.slice(0, last.index).trim();
    const tail = text.slice(last.index + last[0].length);
    const isPipe = /[|•]|::/.test(last[0]);
    const strip = head.split(/\s+/).length >= 3 && (looksLikePublisher(tail, outlet) || (isPipe && tail.split(/\s+/).length <= 4));
    if (!strip) return text;
    text = head;
  }
}

export function stripLivePrefix(title: string): string {
  return title.replace(LIVE_PREFIX, "").trim();
}

export function cleanHeadline(title: string, outlet: { outletId: string; outletName?: string }): string {
  return stripLivePrefix(stripOutletSuffix(title.replace(/\s+/g, " "), outlet));
}

/** Share of letters in upper case, over words of 2+ letters. */
function upperCaseShare(text: string): number {
  const letters = (text.match(/\p{L}{2,}/gu) ?? []).join("");
  if (letters.length === 0) return 0;
  return (letters.match(/\p{Lu}/gu) ?? []).length / letters.length;
}

/**
 * A multiplier (≤ 1) for how good a headline reads as a neutral story title: shouting, question-mark
 * teasers, clickbait phrases, rolling-coverage tags and headlines too short or long to say what happened.
 */
export function headlineStyleFactor(rawTitle: string, cleanedTitle: string): number {
  let factor = 1;
  if (upperCaseShare(cleanedTitle) > 0.6) factor *= 0.5;
  if (cleanedTitle.includes("?")) factor *= 0.7;
  if (CLICKBAIT.test(cleanedTitle)) factor *= 0.6;
  if (LIVE_PREFIX.test(rawTitle.trim())) factor *= 0.6;
  const words = cleanedTitle.split(/\s+/).filter(Boolean).length;
  if (words < 4 || words > 22) factor *= 0.8;
  return factor;
}
