import type { Database } from "@/lib/db";
import { burnPasswordCheck, hashPassword, verifyPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/auth/sessions";
import { createShadowUser, createUser, findUserByEmail, type UserRow } from "@/lib/queries/users";
import { queueExistingAccountMail, queueVerificationMail } from "./account-mail";
import type { Credentials } from "./sign-in";
import { emailMessage, emailProblem, normaliseEmail } from "./validate-email";
import { passwordProblem } from "./validate-password";

/**
 * Registration answers the same whether or not the address has an account (issue 20: no account
 * enumeration): 201, signed in, newly registered. A new address gets its account and a verification
 * mail. A taken address with its right password signs its owner in. A taken address with another
 * password gets a shadow account (schema.ts `shadow`) that works in this browser like any new one but is
 * never found by its e-mail and never verified, and the address's owner gets a mail saying someone tried.
 */
export type RegisterResult =
  | { ok: true; user: UserRow; token: string; created: boolean }
  | { ok: false; status: 400; message: string };

/**
 * `utmMedium`: the utm_medium of the visit's utm cookie (spec §3), kept on a new account (spec §3 user
 * field utmMedium); an existing account keeps its own.
 */
export async function register(db: Database, credentials: Credentials & { siteUrl: string; utmMedium?: string | null }): Promise<RegisterResult> {
  const email = normaliseEmail(credentials.email);
  const badEmail = emailProblem(email);
  if (badEmail) return { ok: false, status: 400, message: emailMessage(badEmail) };
  const badPassword = passwordProblem(credentials.password);
  if (badPassword) return { ok: false, status: 400, message: badPassword };

  const passwordHash = await hashPassword(credentials.password);
  let user = await createUser(db, { email, passwordHash, now: credentials.now, utmMedium: credentials.utmMedium });
  let created = true;
  if (user) {
    await burnPasswordCheck(credentials.password); // the taken-address path checks a password: same time here
    await queueVerificationMail(db, user, credentials.siteUrl, credentials.now);
  } else {
    const existing = await findUserByEmail(db, email);
    if (existing?.passwordHash && (await verifyPassword(existing.passwordHash, credentials.password))) {
      user = existing;
      created = false;
    } else {
      user = await createShadowUser(db, { email, passwordHash, now: credentials.now, utmMedium: credentials.utmMedium });
      if (existing) await queueExistingAccountMail(db, existing, credentials.siteUrl, credentials.now);
    }
  }
  const token = await startSession(db, { userId: user.id, userAgent: credentials.userAgent, now: credentials.now });
  return { ok: true, user, token, created };
}
