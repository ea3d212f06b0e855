import crypto from "node:crypto";

// Subscriptions and tokens are looked up by the hashed lowercase e-mail (issue 20, spec §7 "a hashed
// lowercase e-mail"): sha-256 of the trimmed, lower-cased address, as hex.
export function emailHash(email: string): string {
  return crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}
