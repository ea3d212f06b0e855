// When a reader's issue goes out (issue 20): at SEND_HOUR on the date in the reader's own time
// zone (users.time_zone_id), UTC when it is unknown or not a zone this runtime knows. Pure.

export const SEND_HOUR = 7;

/**
 * One formatter per zone, kept: making one costs far more than using it, and the year in review reads
 * every read of a year through it. Only zones the runtime knows are kept, at most ZONE_FORMATS_MAX
 * spellings (a zone's name is case-insensitive, so the spellings of a known zone are not few).
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
const ZONE_FORMATS_MAX = 1000;

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });
    if (zoneFormats.size >= ZONE_FORMATS_MAX) zoneFormats.clear();
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** Minutes the zone is ahead of UTC at `instant`. */
function offsetMinutes(timeZone: string, instant: Date): number {
  const parts = zoneFormat(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

export function isKnownTimeZone(timeZone: string | null | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    zoneFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The instant it is `hour`:00 on `date` (YYYY-MM-DD) in `timeZone`. */
export function localSendTime(date: string, timeZone: string | null | undefined, hour = SEND_HOUR): Date {
  const naive = Date.parse(`${date}T${String(hour).padStart(2, "0")}:00:00Z`);
  if (!isKnownTimeZone(timeZone)) return new Date(naive);
  // Two passes settle the offset across a daylight-saving change.
  let guess = naive - offsetMinutes(timeZone, new Date(naive)) * 60_000;
  guess = naive - offsetMinutes(timeZone, new Date(guess)) * 60_000;
  return new Date(guess);
}

/** The local day (YYYY-MM-DD) and seconds since local midnight at `instant` in `timeZone` (UTC when unknown). */
export function localClock(instant: Date, timeZone: string | null | undefined): { day: string; seconds: number } {
  const offset = isKnownTimeZone(timeZone) ? offsetMinutes(timeZone, instant) : 0;
  const local = new Date(instant.getTime() + offset * 60_000);
  return { day: local.toISOString().slice(0, 10), seconds: local.getUTCHours() * 3600 + local.getUTCMinutes() * 60 + local.getUTCSeconds() };
}
