import crypto from "node:crypto";

// Session tokens (ARCHITECTURE.md §6): 32 random bytes sent to the client, only their sha-256 stored, so a
// leaked database cannot be replayed as sessions. A token is 43 base64url characters.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function generateSessionToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashSessionToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** Cheap shape check before touching the database. */
export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}
