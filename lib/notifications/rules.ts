import { localClock } from "@/lib/newsletters/send-time";

// Which push notifications a reader gets (issue 22), from the account settings of spec §3: pnLevel,
// pnSound, pnDailyTime. Pure: the push cycle (push-cycle.ts) reads the rows and sends what this decides.
//
// Levels (the values of the account page's select, lib/personal/settings-patch.ts):
// - "important": only major breaking stories, i.e. stories that reached MAJOR_SOURCES outlets within
//   BREAKING_WINDOW_MS of their first article;
// - "all" (the default, also for an unset or unknown value): those, plus stories on an interest the reader
//   follows that reached FOLLOWED_SOURCES outlets within the window;
// - "off": nothing, not even the daily briefing.
// Both levels get the daily briefing at pnDailyTime in the reader's time zone, and at most
// BREAKING_PER_DAY breaking stories in any 24 hours, the most widely covered first.

export type PushLevel = "all" | "important" | "off";

export const BREAKING_WINDOW_MS = 6 * 3600_000;
export const MAJOR_SOURCES = 15;
export const FOLLOWED_SOURCES = 5;
export const BREAKING_PER_DAY = 4;
/** Default pnDailyTime (seconds after local midnight), as the account page shows it: 07:00. */
export const DEFAULT_DAILY_TIME = 7 * 3600;
/** A briefing whose time passed while no process was running still goes out within this much of it, not later. */
export const DAILY_GRACE_SECONDS = 3 * 3600;

export function pushLevel(value: string | null | undefined): PushLevel {
  return value === "important" || value === "off" ? value : "all";
}

export interface BreakingCandidate {
  id: number;
  title: string;
  sourceCount: number;
  firstSeenAt: Date;
  interestIds: number[];
}

export interface BreakingReader {
  level: PushLevel;
  followedInterestIds: ReadonlySet<number>;
  /** Breaking notifications this reader got in the last 24 hours. */
  sentLastDay: number;
  /** Stories this reader was already notified of. */
  notifiedStoryIds: ReadonlySet<number>;
}

/** Whether the story is breaking news for a reader at this level. */
export function isBreakingFor(story: BreakingCandidate, reader: Pick<BreakingReader, "level" | "followedInterestIds">, now: Date): boolean {
  if (reader.level === "off") return false;
  if (now.getTime() - story.firstSeenAt.getTime() > BREAKING_WINDOW_MS) return false;
  if (story.sourceCount >= MAJOR_SOURCES) return true;
  return reader.level === "all" && story.sourceCount >= FOLLOWED_SOURCES && story.interestIds.some((id) => reader.followedInterestIds.has(id));
}

/** The breaking stories to send this reader now, widest coverage first, within the daily allowance. */
export function breakingToSend(candidates: readonly BreakingCandidate[], reader: BreakingReader, now: Date): BreakingCandidate[] {
  const room = Math.max(0, BREAKING_PER_DAY - reader.sentLastDay);
  return candidates
    .filter((story) => !reader.notifiedStoryIds.has(story.id) && isBreakingFor(story, reader, now))
    .sort((a, b) => b.sourceCount - a.sourceCount || a.id - b.id)
    .slice(0, room);
}

/**
 * The key of the daily briefing due now (`daily:<local day>`), or null when none is: due from pnDailyTime
 * in the reader's time zone (UTC when unknown) for DAILY_GRACE_SECONDS, including a window that runs
 * past local midnight. The caller stores the key once per reader, so each local day's briefing goes out
 * exactly once.
 */
export function dailyBriefingKey(now: Date, timeZone: string | null | undefined, dailyTime: number | null | undefined, level: PushLevel): string | null {
  if (level === "off") return null;
  const at = (dailyTime ?? DEFAULT_DAILY_TIME) % 86_400;
  const { day, seconds } = localClock(now, timeZone);
  if (seconds >= at && seconds < at + DAILY_GRACE_SECONDS) return `daily:${day}`;
  // Yesterday's window, when it runs past midnight (a 23:00 briefing still due at 00:30).
  if (at + DAILY_GRACE_SECONDS > 86_400 && seconds < at + DAILY_GRACE_SECONDS - 86_400) {
    const yesterday = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    return `daily:${yesterday}`;
  }
  return null;
}

/** What the service worker (public/sw.js) shows. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path on this site, opened on click. */
  url: string;
  /** Same tag: a newer notification replaces the older one on the reader's screen. */
  tag: string;
  /** pnSound: false shows the notification silently. */
  sound: boolean;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export function breakingPayload(story: Pick<BreakingCandidate, "id" | "title" | "sourceCount">, sound: boolean): PushPayload {
  return {
    title: "Breaking",
    body: clip(`${story.title} (${story.sourceCount} sources)`, 240),
    url: `/article/${story.id}`,
    tag: `story-${story.id}`,
    sound,
  };
}

export function dailyPayload(edition: string, headlines: readonly string[], sound: boolean): PushPayload {
  const [first, ...rest] = headlines;
  return {
    title: "Your daily briefing",
    body: first ? clip(rest.length ? `${first} — and ${rest.length} more ${rest.length === 1 ? "story" : "stories"}` : first, 240) : "Today's most-covered stories",
    url: `/daily-briefing/${edition}`,
    tag: "daily-briefing",
    sound,
  };
}
