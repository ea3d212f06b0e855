import argon2 from "argon2";

// argon2id with the library's defaults (m = 64 MiB, t = 3, p = 4), which meet OWASP's minimums.
export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash is a failed sign-in, never a crash
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the e-mail is unknown, so response times do not tell which
 * addresses have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password-" + Math.random());
  await verifyPassword(await dummyHash, password);
}
