import type { Database } from "@/lib/db";
import { burnPasswordCheck, verifyPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/auth/sessions";
import { findUserByEmail, type UserRow } from "@/lib/queries/users";
import { normaliseEmail } from "./validate-email";

/** The one message for every failed sign-in, so it never tells whether the e-mail has an account. */
export const SIGN_IN_FAILED = "Incorrect email or password.";

export interface Credentials {
  email: string;
  password: string;
  userAgent: string | null;
  now: Date;
}

export type SignInResult = { ok: true; user: UserRow; token: string } | { ok: false; message: string };

export async function signIn(db: Database, credentials: Credentials): Promise<SignInResult> {
  const email = normaliseEmail(credentials.email);
  const user = email && credentials.password ? await findUserByEmail(db, email) : null;
  if (!user?.passwordHash) {
    await burnPasswordCheck(credentials.password); // same cost as a real check: timing reveals nothing
    return { ok: false, message: SIGN_IN_FAILED };
  }
  if (!(await verifyPassword(user.passwordHash, credentials.password))) return { ok: false, message: SIGN_IN_FAILED };
  const token = await startSession(db, { userId: user.id, userAgent: credentials.userAgent, now: credentials.now });
  return { ok: true, user, token };
}
