// Cookie names and lifetimes (spec §3, §9). The spec names the login cookie; for the user cookie it
// says only "user", so we follow the GROUND_* naming of the other cookies (docs/api.md).
export const LOGIN_COOKIE = "GROUND_LOGIN_TOKEN";
export const USER_COOKIE = "GROUND_USER";
/** Spec §3 "institution name and icon" (issue 21; lib/auth/institution-cookies.ts sets them). */
export const INSTITUTION_NAME_COOKIE = "GROUND_INSTITUTION_NAME";
export const INSTITUTION_ICON_COOKIE = "GROUND_INSTITUTION_ICON";
/** Cookie and session lifetime: one year (spec §9). */
export const SESSION_TTL_SECONDS = 31_536_000;
/**
 * A session unused this long ends before its year is out (issue 23): a token left on a shared or lost
 * device stops working after a month of silence. Any use moves it on (last-seen, below).
 */
export const SESSION_IDLE_SECONDS = 30 * 24 * 3600;
/** A session's last-seen time is written at most this often, so reads do not turn into writes. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;
