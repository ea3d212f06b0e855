// Feed dates as they are actually written. RSS asks for RFC 822 (with RFC 1123's four-digit years),
// Atom for RFC 3339, RSS 1.0 and Dublin Core for W3C-DTF (ISO 8601); real feeds add localised month
// and day names, named zones, missing seconds, `PM`, two-digit years and no zone at all. A date we
// cannot read is undefined, never a guess. A date whose zone cannot be read (none given, or a name we
// do not know) is not taken as UTC: it is read as a wall-clock time and marked unreliable with the
// latest instant it can mean (issue 27), which the normaliser uses as it uses an undated item's fetch.

// RFC 822 §5.1 zones, plus the abbreviations news feeds commonly emit. Ambiguous ones take the reading
// of the feeds that use them most: IST is India, AST is Atlantic.
const ZONE_OFFSETS_MINUTES: Record<string, number> = {
  ut: 0, utc: 0, gmt: 0, z: 0, wet: 0, bst: 60, ist: 330, cet: 60, met: 60, cest: 120, mest: 120, eet: 120,
  eest: 180, west: 60, msk: 180, est: -300, edt: -240, cst: -360, cdt: -300, mst: -420, mdt: -360, pst: -480,
  pdt: -420, akst: -540, akdt: -480, hst: -600, ast: -240, adt: -180, nst: -210, ndt: -150, jst: 540, kst: 540,
  hkt: 480, sgt: 480, pht: 480, wib: 420, pkt: 300, idt: 180, aest: 600, aedt: 660, acst: 570, acdt: 630,
  awst: 480, nzst: 720, nzdt: 780, brt: -180, art: -180,
};

// Month names by their first letters, accents removed: English, French, German, Spanish, Italian,
// Portuguese (Brazilian feeds write `Seg, 24 Set 2018`, French ones `mer, 14 nov 2018`).
const MONTHS: [string, number][] = [
  ["juin", 6], ["juil", 7], ["jan", 1], ["ene", 1], ["gen", 1], ["feb", 2], ["fev", 2], ["mar", 3], ["mrz", 3],
  ["apr", 4], ["abr", 4], ["avr", 4], ["may", 5], ["mai", 5], ["mag", 5], ["jun", 6], ["giu", 6], ["jul", 7],
  ["lug", 7], ["aug", 8], ["ago", 8], ["aou", 8], ["sep", 9], ["set", 9], ["oct", 10], ["okt", 10], ["ott", 10],
  ["out", 10], ["nov", 11], ["dec", 12], ["dez", 12], ["dic", 12],
];

/**
 * US zone names without a season ("ET", "PT"): standard or daylight time by the date, with the US
 * rules (Energy Policy Act of 2005: from 2007, second Sunday of March to first Sunday of November, at
 * 02:00 local time; 1987–2006, first Sunday of April to last Sunday of October).
 */
const US_GENERIC_ZONES: Record<string, number> = { et: -300, ct: -360, mt: -420, pt: -480 };

/** The day of month of the nth (1-based; -1 = last) Sunday of a month. */
function nthSunday(year: number, month: number, nth: number): number {
  if (nth > 0) {
    const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((7 - firstWeekday) % 7) + (nth - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/** Whether US daylight time is in effect at a local wall-clock time (the repeated hour counts as daylight). */
export function usDaylightTime(year: number, month: number, day: number, hour: number): boolean {
  const [startMonth, startDay, endMonth, endDay] =
    year >= 2007 ? [3, nthSunday(year, 3, 2), 11, nthSunday(year, 11, 1)] : [4, nthSunday(year, 4, 1), 10, nthSunday(year, 10, -1)];
  const at = (m: number, d: number, h: number) => (m * 32 + d) * 24 + h;
  const now = at(month, day, hour);
  return now >= at(startMonth, startDay, 2) && now < at(endMonth, endDay, 2);
}

/** How a date's zone was read: an offset, a US name whose offset depends on the date, or not at all. */
type Zone = { kind: "offset"; minutes: number } | { kind: "us"; standardMinutes: number } | { kind: "unknown" } | { kind: "none" };

/** The instant of a wall-clock time in a zone; without a readable zone, the wall clock read as UTC. */
function offsetMinutes(zone: Zone, year: number, month: number, day: number, hour: number): number {
  if (zone.kind === "offset") return zone.minutes;
  if (zone.kind === "us") return zone.standardMinutes + (usDaylightTime(year, month, day, hour) ? 60 : 0);
  return 0;
}

/** A date as a feed wrote it. */
export interface FeedDate {
  /** The instant; when the zone could not be read, the wall-clock time read as UTC. */
  date: Date;
  /**
   * Present only when the zone could not be read: the latest instant the text can mean. Zones run from
   * UTC−12 to UTC+14, so a wall-clock time means at most 12 hours after its UTC reading (36 for a
   * bare day).
   */
  latest?: Date;
}

const HOUR_MS = 3_600_000;

const ISO_8601 =
  /^(\d{4})-(\d{2})(?:-(\d{2})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?)?\s*(Z|UTC|GMT|[+-]\d{1,2}(?::?\d{1,2})?)?$/i;

function numericOffsetMinutes(zone: string): number | undefined {
  const match = /^([+-])(\d{1,2})(?::?(\d{1,2}))?$/.exec(zone);
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

function buildDate(parts: { year: number; month: number; day: number; hour?: number; minute?: number; second?: number; zone: Zone }): Date | undefined {
  const { year, month, day, hour = 0, minute = 0, second = 0 } = parts;
  const offset = offsetMinutes(parts.zone, year, month, day, hour);
  if (month < 1 || month > 12 || day < 1 || hour > 24 || minute > 59 || second > 60) return undefined;
  const utc = Date.UTC(year, month - 1, day, hour, minute, Math.min(second, 59));
  const date = new Date(utc - offset * 60_000);
  // Date.UTC rolls 31 February over into March; a day that does not exist is not a date.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day || Number.isNaN(date.getTime())) return undefined;
  return date;
}

function parseIso8601(text: string): FeedDate | undefined {
  const match = ISO_8601.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, , zoneText] = match;
  let zone: Zone = { kind: "none" };
  if (zoneText !== undefined) {
    const minutes = /^(z|utc|gmt)$/i.test(zoneText) ? 0 : numericOffsetMinutes(zoneText);
    if (minutes === undefined) return undefined;
    zone = { kind: "offset", minutes };
  }
  const date = buildDate({
    year: Number(year), month: Number(month), day: Number(day ?? 1),
    hour: hour === undefined ? undefined : Number(hour), minute: minute === undefined ? undefined : Number(minute),
    second: second === undefined ? undefined : Number(second), zone,
  });
  if (!date) return undefined;
  if (zone.kind !== "none") return { date };
  return { date, latest: new Date(date.getTime() + (hour === undefined ? 36 : 12) * HOUR_MS) };
}

function monthFromWord(word: string): number | undefined {
  const plain = word.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/\.$/, "");
  if (plain.length < 3) return undefined;
  return MONTHS.find(([prefix]) => plain.startsWith(prefix))?.[1];
}

/** RFC 822/1123/2822-like dates in any order of day and month, e.g. `Sat, Dec 16 2023 02:02:33 PM`. */
function parseRfc822Like(text: string): FeedDate | undefined {
  // A parenthesised comment ("-0500 (CDT)") says nothing the offset does not.
  const tokens = text.replace(/\([^)]*\)/g, " ").replace(/,/g, " ").replace(/([a-z])([+-]\d)/gi, "$1 $2").split(/\s+/).filter(Boolean);
  // The last month word wins: `mar` before it is a weekday (martes, mardi), not March.
  const monthAt = tokens.findLastIndex((token) => !/^\d/.test(token) && monthFromWord(token) !== undefined);
  const monthWord = tokens[monthAt];
  if (monthWord === undefined) return undefined; // none found: monthAt is -1
  const month = monthFromWord(monthWord);
  const numbersBeforeMonth: string[] = [];
  const numbersAfterMonth: string[] = [];
  let time: RegExpExecArray | null = null;
  let timeAt = -1;
  let numericOffset: number | undefined;
  let namedZone: Zone = { kind: "none" };
  let meridiem: "am" | "pm" | undefined;
  for (const [index, token] of tokens.entries()) {
    const lower = token.toLowerCase().replace(/\.$/, "");
    const clock = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?$/.exec(token);
    if (clock) [time, timeAt] = [clock, index];
    else if (/^\d+$/.test(token)) {
      (index < monthAt ? numbersBeforeMonth : numbersAfterMonth).push(token);
      if (token.length === 4 && index > monthAt && timeAt === -1 && numbersAfterMonth.length > 1) timeAt = index; // RSS 0.91's hhmm
    } else if (/^[+-]\d/.test(token)) numericOffset = numericOffsetMinutes(token) ?? numericOffset;
    else if (lower === "am" || lower === "pm") meridiem = lower;
    else if (Object.hasOwn(ZONE_OFFSETS_MINUTES, lower)) namedZone = { kind: "offset", minutes: ZONE_OFFSETS_MINUTES[lower]! };
    else if (Object.hasOwn(US_GENERIC_ZONES, lower)) namedZone = { kind: "us", standardMinutes: US_GENERIC_ZONES[lower]! };
    // A word after the time that is not a zone we know: a zone all the same ("CHAST", "Eastern").
    else if (timeAt !== -1 && index > timeAt && /^[a-z]+$/i.test(lower)) namedZone = { kind: "unknown" };
  }
  if (month === undefined) return undefined;
  const day = numbersBeforeMonth.length > 0 ? numbersBeforeMonth.pop() : numbersAfterMonth.shift();
  const yearText = numbersAfterMonth.shift();
  if (day === undefined || yearText === undefined) return undefined;
  // RFC 2822 §4.3: two-digit years 00–49 are 2000–2049, 50–99 are 1950–1999.
  let year = Number(yearText);
  if (yearText.length <= 2) year += year < 50 ? 2000 : 1900;
  let hour = time ? Number(time[1]) : 0;
  let minute = time ? Number(time[2]) : 0;
  const second = time?.[3] ? Number(time[3]) : 0;
  const hhmm = numbersAfterMonth.find((token) => token.length === 4);
  if (!time && hhmm) [hour, minute] = [Number(hhmm.slice(0, 2)), Number(hhmm.slice(2))]; // RSS 0.91's `03 Apr 02 1500 GMT`
  if (meridiem === "pm" && hour < 12) hour += 12;
  if (meridiem === "am" && hour === 12) hour = 0;
  const zone: Zone = numericOffset !== undefined ? { kind: "offset", minutes: numericOffset } : namedZone;
  const date = buildDate({ year, month, day: Number(day), hour, minute, second, zone });
  if (!date) return undefined;
  if (zone.kind === "offset" || zone.kind === "us") return { date };
  return { date, latest: new Date(date.getTime() + (time || hhmm ? 12 : 36) * HOUR_MS) };
}

/** A feed's date with how far it can be trusted, or undefined when it cannot be read at all. */
export function readFeedDate(raw: string | undefined): FeedDate | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  return parseIso8601(text) ?? parseRfc822Like(text);
}

/** An item's published and updated dates as the adapters report them (types.ts). */
export function itemDates(publishedRaw: string | undefined, updatedRaw: string | undefined) {
  const published = readFeedDate(publishedRaw);
  const updated = readFeedDate(updatedRaw);
  return {
    published: published?.date,
    ...(published?.latest ? { publishedLatest: published.latest } : {}),
    updated: updated?.date,
    ...(updated?.latest ? { updatedLatest: updated.latest } : {}),
  };
}
