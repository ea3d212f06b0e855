import { createHash, timingSafeEqual } from "node:crypto";

/** Whether a token given by a request is the operator's (compared in constant time); never without one set. */
export function isOperatorToken(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
