import type { Database } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/auth/sessions";
import { generateSessionToken, hashSessionToken, isWellFormedToken } from "@/lib/auth/session-token";
import { existingAccountMail, passwordResetMail, verificationMail, welcomeMail, type RenderedMail } from "@/lib/mail/templates/account";
import { WELCOME_SERIES } from "@/lib/mail/welcome-series";
import { consumeAccountToken, countRecentAccountTokens, createAccountToken, peekAccountToken } from "@/lib/queries/account-tokens";
import { enqueueMail } from "@/lib/queries/email-outbox";
import { deleteUserSessions } from "@/lib/queries/sessions";
import { findUserByEmail, getUserById, markEmailVerified, setPasswordHash, type UserRow } from "@/lib/queries/users";
import { normaliseEmail } from "./validate-email";
import { passwordProblem } from "./validate-password";

// Account mail (issue 20). Tokens are 256 random bits sent only in a mail to the address, stored as
// their sha-256, single-use and expiring (verification 24 hours, reset 1 hour).

export const VERIFY_TTL_MS = 24 * 3600_000;
export const RESET_TTL_MS = 3600_000;
/** Reset mails per account per hour: more requests answer the same but send nothing. */
export const RESET_MAILS_PER_HOUR = 3;

export const RESET_REQUESTED = "If an account uses this address, we sent it a link to choose a new password. Check your inbox.";
export const RESET_LINK_INVALID = "This link has expired or was already used. Ask for a new one.";
export const VERIFY_LINK_INVALID = "This link has expired or was already used. Sign in and ask for a new one from your account page.";

const mailOf = (kind: string, dedupeKey: string, to: string, mail: RenderedMail, notBefore?: Date) => ({
  kind,
  dedupeKey,
  to,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  notBefore,
});

async function newToken(db: Database, userId: number, purpose: "verify" | "reset", ttlMs: number, now: Date): Promise<string> {
  const token = generateSessionToken();
  await createAccountToken(db, { userId, purpose, tokenHash: hashSessionToken(token), expiresAt: new Date(now.getTime() + ttlMs), now });
  return token;
}

/** Queues the verification mail of a new account. */
export async function queueVerificationMail(db: Database, user: UserRow, siteUrl: string, now: Date): Promise<void> {
  const token = await newToken(db, user.id, "verify", VERIFY_TTL_MS, now);
  const mail = await verificationMail({ siteUrl, link: `${siteUrl}/verify-email?token=${token}` });
  await enqueueMail(db, [mailOf("verify", `verify:${user.id}:${now.getTime()}`, user.email, mail)], now);
}

/** Someone registered an address that has an account: its owner hears of it (at most once an hour). */
export async function queueExistingAccountMail(db: Database, user: UserRow, siteUrl: string, now: Date): Promise<void> {
  const mail = await existingAccountMail({ siteUrl, signInLink: `${siteUrl}/login`, resetLink: `${siteUrl}/forgot-password` });
  const hour = Math.floor(now.getTime() / 3600_000);
  await enqueueMail(db, [mailOf("register-existing", `register-existing:${user.id}:${hour}`, user.email, mail)], now);
}

/**
 * Confirms an address from the verification link: marks it verified, queues the welcome series (part 1
 * now, the rest over the first week) and opens a session. Null for an unknown, used or expired token.
 */
export async function verifyEmail(db: Database, params: { token: string; siteUrl: string; userAgent: string | null; now: Date }): Promise<{ user: UserRow; sessionToken: string } | null> {
  if (!isWellFormedToken(params.token)) return null;
  const userId = await consumeAccountToken(db, { purpose: "verify", tokenHash: hashSessionToken(params.token), now: params.now });
  if (userId === null) return null;
  const user = await markEmailVerified(db, userId, params.now);
  if (!user) return null;
  await queueWelcomeSeries(db, user, params.siteUrl, params.now);
  const sessionToken = await startSession(db, { userId, userAgent: params.userAgent, now: params.now });
  return { user, sessionToken };
}

export async function queueWelcomeSeries(db: Database, user: UserRow, siteUrl: string, now: Date): Promise<void> {
  const messages = await Promise.all(
    WELCOME_SERIES.map(async (part) =>
      mailOf("welcome", `welcome:${user.id}:${part.part}`, user.email, await welcomeMail({ siteUrl, part }), new Date(now.getTime() + part.day * 86_400_000)),
    ),
  );
  await enqueueMail(db, messages, now);
}

/** Password reset, step 1: the same answer whether or not the address has an account. */
export async function requestPasswordReset(db: Database, params: { email: string; siteUrl: string; now: Date }): Promise<void> {
  const user = await findUserByEmail(db, normaliseEmail(params.email));
  if (!user) return;
  const recent = await countRecentAccountTokens(db, { userId: user.id, purpose: "reset", since: new Date(params.now.getTime() - 3600_000) });
  if (recent >= RESET_MAILS_PER_HOUR) return;
  const token = await newToken(db, user.id, "reset", RESET_TTL_MS, params.now);
  const mail = await passwordResetMail({ siteUrl: params.siteUrl, link: `${params.siteUrl}/reset-password?token=${token}` });
  await enqueueMail(db, [mailOf("reset", `reset:${user.id}:${params.now.getTime()}`, user.email, mail)], params.now);
}

/** Whether a reset link still works (the page shows the form, or says to ask again). */
export async function resetTokenIsValid(db: Database, token: string, now: Date): Promise<boolean> {
  return isWellFormedToken(token) && (await peekAccountToken(db, { purpose: "reset", tokenHash: hashSessionToken(token), now })) !== null;
}

export type ResetResult = { ok: true; user: UserRow; sessionToken: string } | { ok: false; status: 400; message: string };

/**
 * Password reset, step 2: checks the new password first (a bad one keeps the link usable), then uses the
 * token up, sets the password, signs the account out everywhere and opens one new session here. The
 * reader showed they control the address, so it counts as verified.
 */
export async function resetPassword(db: Database, params: { token: string; password: string; userAgent: string | null; now: Date }): Promise<ResetResult> {
  const problem = passwordProblem(params.password);
  if (problem) return { ok: false, status: 400, message: problem };
  const userId = isWellFormedToken(params.token) ? await consumeAccountToken(db, { purpose: "reset", tokenHash: hashSessionToken(params.token), now: params.now }) : null;
  if (userId === null) return { ok: false, status: 400, message: RESET_LINK_INVALID };
  await setPasswordHash(db, userId, await hashPassword(params.password), params.now);
  await deleteUserSessions(db, userId);
  await markEmailVerified(db, userId, params.now);
  const user = await getUserById(db, userId);
  const sessionToken = await startSession(db, { userId, userAgent: params.userAgent, now: params.now });
  return { ok: true, user: user!, sessionToken };
}
