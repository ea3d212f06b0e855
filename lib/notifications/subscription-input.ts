import { ECDH } from "node:crypto";
import { z } from "zod";

// A browser's PushSubscription as JSON (PushSubscription.toJSON(): endpoint, expirationTime, keys), as
// POST /api/notifications/subscription accepts it (issue 22). The keys must be what RFC 8291 needs: a
// P-256 public key (65 bytes, uncompressed) and a 16-byte secret, both URL-safe base64.

const MAX_ENDPOINT = 2048;

const base64UrlBytes = (bytes: number, what: string, check: (raw: Buffer) => boolean = () => true) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `must be URL-safe base64`)
    .refine((value) => {
      const raw = Buffer.from(value, "base64url");
      return raw.length === bytes && check(raw);
    }, `must be ${what}`);

/** A point of the P-256 curve: anything else could not be encrypted to. */
const isCurvePoint = (raw: Buffer) => {
  try {
    ECDH.convertKey(raw, "prime256v1");
    return true;
  } catch {
    return false;
  }
};

export function subscriptionSchema(allowPrivate: boolean) {
  return z.object({
    endpoint: z
      .string()
      .max(MAX_ENDPOINT, `must be at most ${MAX_ENDPOINT} characters`)
      .url("must be a URL")
      .refine((value) => value.startsWith("https://") || (allowPrivate && value.startsWith("http://")), "must be an https URL"),
    keys: z.object({
      p256dh: base64UrlBytes(65, "a 65-byte P-256 public key", isCurvePoint),
      auth: base64UrlBytes(16, "a 16-byte secret"),
    }),
  });
}

export const endpointSchema = z.object({ endpoint: z.string().min(1).max(MAX_ENDPOINT, `must be at most ${MAX_ENDPOINT} characters`) });
