// Dates in the research datasets come as "2018-05-07", "4/23/18" or not at all; URLs often carry one.

/** ms since epoch (UTC midnight) of a dataset date, else of a date in the URL, else NaN. */
export function articleTime(date: string | undefined, url?: string): number {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? "");
  if (iso) return Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec((date ?? "").trim());
  if (us) {
    const year = us[3]?.length === 2 ? 2000 + Number(us[3]) : Number(us[3]);
    return Date.UTC(year, Number(us[1]) - 1, Number(us[2]));
  }
  const inUrl = /\/((?:19|20)\d\d)[/-]([01]\d)[/-]([0-3]\d)(?:[/-]|$)/.exec(url ?? "");
  if (inUrl) return Date.UTC(Number(inUrl[1]), Number(inUrl[2]) - 1, Number(inUrl[3]));
  return Number.NaN;
}

// Scraping leftovers a feed description never carries: The Hill's name hover-cards ("Donald John
// TrumpTrump faces high stakes in … MORE": the headlines glued to the name are dropped, the name
// stays), NPR's photo captions printed twice.
const HOVER_CARD = /(?<=[a-z.)])[A-Z][^]{0,800}?\sMORE\b/g;
const PHOTO_CAPTION = /(?:Enlarge this image\s+)?toggle caption\s+(.{3,80}?)\s+\1\s*/g;

/**
 * Feed-like lead from a full text: its first ~300 characters, cut at a word boundary, without a
 * repeated headline or scraping leftovers. Paragraphs are joined because some outlets' first
 * "paragraph" is only the headline again or a photo caption.
 */
export function leadOf(body: string, title = "", maxChars = 300): string {
  let text = body.slice(0, 4 * maxChars + 2000).replace(/\s+/g, " ").trim();
  text = text.replace(HOVER_CARD, "").replace(PHOTO_CAPTION, "").replace(/\s+/g, " ").trim();
  const headline = title.replace(/\s+/g, " ").trim();
  if (headline && text.startsWith(headline)) text = text.slice(headline.length).trim();
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const space = cut.lastIndexOf(" ");
  return space > maxChars / 2 ? cut.slice(0, space) : cut;
}

/** Date order with a stable tie-break on input position; unknown dates (NaN) go last. */
export function byTimeThenPosition<T extends { publishedAt: number }>(items: T[]): T[] {
  return items
    .map((item, position) => ({ item, position }))
    .sort((a, b) => {
      const ta = Number.isFinite(a.item.publishedAt) ? a.item.publishedAt : Infinity;
      const tb = Number.isFinite(b.item.publishedAt) ? b.item.publishedAt : Infinity;
      return ta === tb ? a.position - b.position : ta - tb;
    })
    .map(({ item }) => item);
}
