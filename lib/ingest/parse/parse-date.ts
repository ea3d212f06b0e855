// Feed dates as they are actually written. RSS asks for RFC 822 (with RFC 1123's four-digit years),
// Atom for RFC 3339, RSS 1.0 and Dublin Core for W3C-DTF (ISO 8601); real feeds add localised month
// and day names, named zones, missing seconds, `PM`, two-digit years and no zone at all. A date we
// cannot read is undefined, never a guess. A date without a zone is taken as UTC.

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

const ISO_8601 =
  /^(\d{4})-(\d{2})(?:-(\d{2})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?)?\s*(Z|UTC|GMT|[+-]\d{1,2}(?::?\d{1,2})?)?$/i;

function numericOffsetMinutes(zone: string): number | undefined {
  const match = /^([+-])(\d{1,2})(?::?(\d{1,2}))?$/.exec(zone);
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

function buildDate(parts: { year: number; month: number; day: number; hour?: number; minute?: number; second?: number; offsetMinutes?: number }): Date | undefined {
  const { year, month, day, hour = 0, minute = 0, second = 0, offsetMinutes = 0 } = parts;
  if (month < 1 || month > 12 || day < 1 || hour > 24 || minute > 59 || second > 60) return undefined;
  const utc = Date.UTC(year, month - 1, day, hour, minute, Math.min(second, 59));
  const date = new Date(utc - offsetMinutes * 60_000);
  // Date.UTC rolls 31 February over into March; a day that does not exist is not a date.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day || Number.isNaN(date.getTime())) return undefined;
  return date;
}

function parseIso8601(text: string): Date | undefined {
  const match = ISO_8601.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, , zone] = match;
  const offsetMinutes = zone === undefined || /^(z|utc|gmt)$/i.test(zone) ? 0 : numericOffsetMinutes(zone);
  if (offsetMinutes === undefined) return undefined;
  return buildDate({
    year: Number(year), month: Number(month), day: Number(day ?? 1),
    hour: hour === undefined ? undefined : Number(hour), minute: minute === undefined ? undefined : Number(minute),
    second: second === undefined ? undefined : Number(second), offsetMinutes,
  });
}

function monthFromWord(word: string): number | undefined {
  const plain = word.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/\.$/, "");
  if (plain.length < 3) return undefined;
  return MONTHS.find(([prefix]) => plain.startsWith(prefix))?.[1];
}

/** RFC 822/1123/2822-like dates in any order of day and month, e.g. `Sat, Dec 16 2023 02:02:33 PM`. */
function parseRfc822Like(text: string): Date | undefined {
  const tokens = text.replace(/,/g, " ").replace(/([a-z])([+-]\d)/gi, "$1 $2").split(/\s+/).filter(Boolean);
  // The last month word wins: `mar` before it is a weekday (martes, mardi), not March.
  const monthAt = tokens.findLastIndex((token) => !/^\d/.test(token) && monthFromWord(token) !== undefined);
  const monthWord = tokens[monthAt];
  if (monthWord === undefined) return undefined; // none found: monthAt is -1
  const month = monthFromWord(monthWord);
  const numbersBeforeMonth: string[] = [];
  const numbersAfterMonth: string[] = [];
  let time: RegExpExecArray | null = null;
  let offsetMinutes: number | undefined;
  let meridiem: "am" | "pm" | undefined;
  for (const [index, token] of tokens.entries()) {
    const lower = token.toLowerCase();
    const clock = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?$/.exec(token);
    if (clock) time = clock;
    else if (/^\d+$/.test(token)) (index < monthAt ? numbersBeforeMonth : numbersAfterMonth).push(token);
    else if (/^[+-]\d/.test(token)) offsetMinutes = numericOffsetMinutes(token) ?? offsetMinutes;
    else if (lower === "am" || lower === "pm") meridiem = lower;
    else if (Object.hasOwn(ZONE_OFFSETS_MINUTES, lower)) offsetMinutes = ZONE_OFFSETS_MINUTES[lower];
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
  return buildDate({ year, month, day: Number(day), hour, minute, second, offsetMinutes });
}

export function parseFeedDate(raw: string | undefined): Date | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  return parseIso8601(text) ?? parseRfc822Like(text);
}
