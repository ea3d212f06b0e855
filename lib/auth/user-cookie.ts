import { z } from "zod";
import type { AccountUser } from "@/lib/accounts/user";

// The user cookie (spec §3): base64 of URI-encoded JSON of the user. It is a cache for the browser's
// first paint only; the server never trusts it for authorisation (it reads the session instead).
// Pure: btoa/atob exist in browsers and in Node ≥ 16, and encodeURIComponent's output is ASCII.

/** Browsers drop cookies over ~4 KB, so a large avatar (a data URL) stays out of the cookie. */
const MAX_AVATAR_IN_COOKIE = 512;

export function encodeUserCookie(user: AccountUser): string {
  const avatar = user.avatar && user.avatar.length <= MAX_AVATAR_IN_COOKIE ? user.avatar : null;
  return btoa(encodeURIComponent(JSON.stringify({ ...user, avatar })));
}

const nullableString = z.string().nullable().optional().transform((value) => value ?? null);
const flag = z.boolean().optional().transform((value) => value ?? false);

const cookieUserSchema = z.object({
  // Spec §3: the id is coerced to an integer (older cookies carried it as a string).
  id: z.coerce.number().int().positive(),
  email: z.string(),
  avatar: nullableString,
  fullname: nullableString,
  category: nullableString,
  timeZoneId: nullableString,
  topFeedEdition: nullableString,
  subscriptionStatus: z.string().optional().transform((value) => value ?? "free"),
  subscriptionWillRenew: flag,
  subscribedUntil: nullableString,
  leftColor: nullableString,
  rightColor: nullableString,
  registered: flag,
  newlyRegistered: flag,
  trialStart: nullableString,
  instVerifPending: flag,
  localNews: z
    .object({
      localIsManual: flag,
      localPlace: z.object({ countryCode: z.string().optional(), regionCode: z.string().optional(), city: z.string().optional() }).nullable().optional(),
    })
    .optional()
    .transform((value) => ({ localIsManual: value?.localIsManual ?? false, localPlace: value?.localPlace ?? null })),
  // Spec §5: image mode accepts only color or grayscale, else color.
  imageMode: z.unknown().transform((value): AccountUser["imageMode"] => (value === "grayscale" ? "grayscale" : "color")),
  institutionalUser: flag,
  stripeCustomerId: nullableString,
  utmMedium: nullableString,
});

export type DecodedUserCookie = { ok: true; user: AccountUser } | { ok: false; reason: string };

export function decodeUserCookie(value: string): DecodedUserCookie {
  let json: unknown;
  try {
    json = JSON.parse(decodeURIComponent(atob(value)));
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : "unreadable" };
  }
  const parsed = cookieUserSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ") };
  return { ok: true, user: parsed.data };
}
