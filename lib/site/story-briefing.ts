// The daily briefing's address (issue 4 "/daily-briefing/{id}"): `top-us` is today's briefing of that
// edition, `top-us-2026-11-20` the one of 20 November 2026 (days in UTC). Pure: the known editions and
// the clock come in as arguments.

export interface BriefingId {
  edition: string;
  /** The day, YYYY-MM-DD, or null for the latest news. */
  day: string | null;
  /** The end of that day: the moment the ranking is taken at (listStories' asOf). */
  asOf: Date | null;
}

const DATED = /^(.+)-(\d{4}-\d{2}-\d{2})$/;

function isRealDay(day: string): boolean {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day);
}

/** The briefing an id names, or null for an unknown edition, an impossible date or a day not yet begun. */
export function parseBriefingId(id: string, editionIds: readonly string[], now: Date): BriefingId | null {
  if (editionIds.includes(id)) return { edition: id, day: null, asOf: null };
  const match = DATED.exec(id);
  if (!match) return null;
  const [, edition, day] = match as unknown as [string, string, string];
  if (!editionIds.includes(edition) || !isRealDay(day)) return null;
  const start = new Date(`${day}T00:00:00Z`);
  if (start.getTime() > now.getTime()) return null;
  return { edition, day, asOf: new Date(`${day}T23:59:59.999Z`) };
}

/** The UTC day of an instant, YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day before `day` (YYYY-MM-DD), for the "previous briefing" link. */
export function previousDay(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - 24 * 3600_000));
}

/** The day after `day`, or null when that would be in the future. */
export function nextDay(day: string, now: Date): string | null {
  const next = utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600_000));
  return Date.parse(`${next}T00:00:00Z`) > now.getTime() ? null : next;
}
