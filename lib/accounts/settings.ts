import { z } from "zod";
import { describeZodError } from "@/lib/api/errors";
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

/**
 * A field the client sends only with one type (spec §5): a value of another type is ignored, as if the
 * field were absent; a value of the type must pass `schema`.
 */
const whenString = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === "string" ? value : undefined), schema.optional());
const colour = z
  .string()
  .regex(COLOUR, "must be a colour such as #204986")
  .transform((value) => value.toLowerCase());
const DAILY_TIME_PROBLEM = `must be a whole number from 0 to ${SECONDS_PER_DAY}`;

/** POST /v04/user/set's body as the patch to store (see the rules above). */
export const settingsSchema = z
  .object({
    // The user object has no username; the name a user types is what the site shows as fullname.
    username: whenString(
      z
        .string()
        .trim()
        .refine((name) => name.length > 0 && [...name].length <= USERNAME_MAX_LENGTH, `must be 1 to ${USERNAME_MAX_LENGTH} characters`),
    ),
    imageMode: whenString(z.enum(["color", "grayscale"], { error: "must be color or grayscale" })),
    topFeedEdition: whenString(z.enum(STORY_FEED_EDITIONS, { error: `must be one of ${STORY_FEED_EDITIONS.join(", ")}` })),
    // An empty buffer removes the avatar.
    avatarBuffer: whenString(
      z.string().transform((value, context) => {
        if (value === "") return null;
        const avatar = parseAvatar(value);
        if (avatar.ok) return avatar.dataUrl;
        context.addIssue({ code: "custom", message: avatar.message.replace(/^avatarBuffer: /, "") });
        return z.NEVER;
      }),
    ),
    timeZoneId: whenString(z.string().refine(isTimeZoneId, "must be an IANA time zone such as Europe/London")),
    pnLevel: whenString(z.string().regex(/^[\w-]{1,32}$/, "must be a short word")),
    pnSound: z.preprocess((value) => (typeof value === "boolean" ? value : undefined), z.boolean().optional()),
    pnDailyTime: z.preprocess(
      (value) => (typeof value === "number" ? value : undefined),
      z.number().int(DAILY_TIME_PROBLEM).min(0, DAILY_TIME_PROBLEM).max(SECONDS_PER_DAY, DAILY_TIME_PROBLEM).optional(),
    ),
    leftColor: whenString(colour),
    rightColor: whenString(colour),
  })
  .transform(({ username, avatarBuffer, ...rest }): SettingsPatch => {
    const patch: SettingsPatch = {};
    if (username !== undefined) Object.assign(patch, { username, fullname: username });
    if (avatarBuffer !== undefined) patch.avatar = avatarBuffer;
    for (const [name, value] of Object.entries(rest)) if (value !== undefined) Object.assign(patch, { [name]: value });
    return patch;
  });

export function parseSettings(body: unknown): SettingsResult {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { ok: false, message: "Expected a JSON object" };
  const parsed = settingsSchema.safeParse(body);
  return parsed.success ? { ok: true, patch: parsed.data } : { ok: false, message: describeZodError(parsed.error) };
}
