import { z } from "zod";

// The anonymous visit record (spec §3 local-storage "anonymous user info": firstSeen, id, sessionCount,
// lastSeen, bannerSeen, bannerClicked; spec §4, §9: reset when last seen more than 30 days ago). Its id is
// the browser's identity for feature-flag draws. A missing or damaged value starts a new record.
export const VISIT_INFO_KEY = "ground.anonymousUser";
export const STALE_VISIT_MS = 30 * 24 * 60 * 60 * 1000;

const visitSchema = z.object({
  id: z.string().min(8).max(64),
  firstSeen: z.number().int().nonnegative(),
  lastSeen: z.number().int().nonnegative(),
  sessionCount: z.number().int().nonnegative(),
  bannerSeen: z.boolean().default(false),
  bannerClicked: z.boolean().default(false),
});
export type VisitInfo = z.infer<typeof visitSchema>;

export function parseVisitInfo(raw: string | null): VisitInfo | null {
  if (!raw) return null;
  try {
    const parsed = visitSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The record for this page view: a fresh one when none is usable or the last visit is over 30 days old;
 * `newSession` counts one more session (the first page of a browser session).
 */
export function touchVisitInfo(stored: VisitInfo | null, now: number, newSession: boolean, newId: () => string): VisitInfo {
  if (!stored || now - stored.lastSeen > STALE_VISIT_MS) {
    return { id: newId(), firstSeen: now, lastSeen: now, sessionCount: 1, bannerSeen: false, bannerClicked: false };
  }
  return { ...stored, lastSeen: now, sessionCount: stored.sessionCount + (newSession ? 1 : 0) };
}
