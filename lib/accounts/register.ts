import type { Database } from "@/lib/db";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/auth/sessions";
import { createUser, findUserByEmail, type UserRow } from "@/lib/queries/users";
import type { Credentials } from "./sign-in";
import { emailMessage, emailProblem, normaliseEmail } from "./validate-email";
import { passwordProblem } from "./validate-password";

/**
 * Registering an e-mail that already has an account (docs/api.md): with the right password it simply
 * signs in (the person owns the account); otherwise this one message, which does not say whether the
 * address is taken or the password wrong. Full enumeration safety needs an e-mail round trip (a
 * "someone tried to register" mail and an identical answer); that belongs to the e-mail module.
 */
export const REGISTER_CONFLICT = "We could not create an account with this email. If you already have one, sign in instead.";

export type RegisterResult =
  | { ok: true; user: UserRow; token: string; created: boolean }
  | { ok: false; status: 400 | 409; message: string };

export async function register(db: Database, credentials: Credentials): Promise<RegisterResult> {
  const email = normaliseEmail(credentials.email);
  const badEmail = emailProblem(email);
  if (badEmail) return { ok: false, status: 400, message: emailMessage(badEmail) };
  const badPassword = passwordProblem(credentials.password);
  if (badPassword) return { ok: false, status: 400, message: badPassword };

  const passwordHash = await hashPassword(credentials.password);
  let user = await createUser(db, { email, passwordHash, now: credentials.now });
  let created = true;
  if (!user) {
    const existing = await findUserByEmail(db, email);
    if (!existing?.passwordHash || !(await verifyPassword(existing.passwordHash, credentials.password))) {
      return { ok: false, status: 409, message: REGISTER_CONFLICT };
    }
    user = existing;
    created = false;
  }
  const token = await startSession(db, { userId: user.id, userAgent: credentials.userAgent, now: credentials.now });
  return { ok: true, user, token, created };
}
