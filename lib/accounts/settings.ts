import { STORY_FEED_EDITIONS } from "@/lib/api/stories-query";
import { parseAvatar } from "./avatar";

// POST /v04/user/set (spec §3 "User settings", §5): a field of the wrong type is ignored, as the
// client sends only fields of the right type; a field of the right type with a value we cannot store
// (an unknown edition, a bad colour or zone, a broken avatar) rejects the whole update with a message
// naming the field, so nothing is half-applied.

export interface SettingsPatch {
  fullname?: string;
  username?: string;
  imageMode?: "color" | "grayscale";
  topFeedEdition?: string;
  avatar?: string | null;
  timeZoneId?: string;
  pnLevel?: string;
  pnSound?: boolean;
  pnDailyTime?: number;
  leftColor?: string;
  rightColor?: string;
}

export type SettingsResult = { ok: true; patch: SettingsPatch } | { ok: false; message: string };

export const USERNAME_MAX_LENGTH = 64;
const COLOUR = /^#[0-9a-fA-F]{6}$/;
const SECONDS_PER_DAY = 86_400;

export function isEditionId(value: string): boolean {
  return (STORY_FEED_EDITIONS as readonly string[]).includes(value);
}

/** An IANA zone name the runtime knows ("Europe/Paris", "UTC"); offsets and abbreviations are refused. */
export function isTimeZoneId(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value) || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

type Field = (value: unknown, patch: SettingsPatch) => string | null;

const str = (apply: (value: string, patch: SettingsPatch) => string | null): Field => (value, patch) =>
  typeof value === "string" ? apply(value, patch) : null;

const FIELDS: Record<string, Field> = {
  // The user object has no username; the name a user types is what the site shows as fullname.
  username: str((value, patch) => {
    const name = value.trim();
    if (name.length === 0 || [...name].length > USERNAME_MAX_LENGTH) return `username: must be 1 to ${USERNAME_MAX_LENGTH} characters`;
    patch.username = name;
    patch.fullname = name;
    return null;
  }),
  imageMode: str((value, patch) => {
    if (value !== "color" && value !== "grayscale") return "imageMode: must be color or grayscale";
    patch.imageMode = value;
    return null;
  }),
  topFeedEdition: str((value, patch) => {
    if (!isEditionId(value)) return `topFeedEdition: must be one of ${STORY_FEED_EDITIONS.join(", ")}`;
    patch.topFeedEdition = value;
    return null;
  }),
  avatarBuffer: str((value, patch) => {
    if (value === "") {
      patch.avatar = null; // an empty buffer removes the avatar
      return null;
    }
    const avatar = parseAvatar(value);
    if (!avatar.ok) return avatar.message;
    patch.avatar = avatar.dataUrl;
    return null;
  }),
  timeZoneId: str((value, patch) => {
    if (!isTimeZoneId(value)) return "timeZoneId: must be an IANA time zone such as Europe/London";
    patch.timeZoneId = value;
    return null;
  }),
  pnLevel: str((value, patch) => {
    if (!/^[\w-]{1,32}$/.test(value)) return "pnLevel: must be a short word";
    patch.pnLevel = value;
    return null;
  }),
  pnSound: (value, patch) => {
    if (typeof value === "boolean") patch.pnSound = value;
    return null;
  },
  pnDailyTime: (value, patch) => {
    if (typeof value !== "number") return null;
    if (!Number.isInteger(value) || value < 0 || value > SECONDS_PER_DAY) return "pnDailyTime: must be a whole number from 0 to 86400";
    patch.pnDailyTime = value;
    return null;
  },
  leftColor: str((value, patch) => colour("leftColor", value, (c) => (patch.leftColor = c))),
  rightColor: str((value, patch) => colour("rightColor", value, (c) => (patch.rightColor = c))),
};

function colour(field: string, value: string, set: (colour: string) => void): string | null {
  if (!COLOUR.test(value)) return `${field}: must be a colour such as #204986`;
  set(value.toLowerCase());
  return null;
}

export function parseSettings(body: unknown): SettingsResult {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { ok: false, message: "Expected a JSON object" };
  const patch: SettingsPatch = {};
  const problems: string[] = [];
  for (const [name, apply] of Object.entries(FIELDS)) {
    if (!Object.hasOwn(body, name)) continue;
    const problem = apply((body as Record<string, unknown>)[name], patch);
    if (problem) problems.push(problem);
  }
  return problems.length ? { ok: false, message: problems.join("; ") } : { ok: true, patch };
}
