import type { Database } from "@/lib/db";
import { emailTokens } from "@/lib/db/schema";
import { generateSessionToken, hashSessionToken, isWellFormedToken } from "@/lib/auth/session-token";
import { emailHash } from "@/lib/newsletters/email-hash";
import { mayReceive, NEWSLETTERS, newsletterByIdentifier, type Newsletter } from "@/lib/newsletters/catalogue";
import { enqueueMail } from "@/lib/queries/email-outbox";
import { createEmailToken, createSubscriptions, emailOfToken, listSubscriptions, updateSubscriptions } from "@/lib/queries/email-subscriptions";
import { findUserByEmail, type UserRow } from "@/lib/queries/users";
import { manageLinkMail } from "./templates/manage-link";

// The public e-mail calls of spec §7 (issue 20). A token is 256 random bits bound to one lowercase
// address, stored as its sha-256, and handed out only to someone who showed they control the address:
// the signed-in, verified owner of that address (GET/POST /public/email-token), or whoever opens a mail
// sent to it (newsletter links, the "manage your newsletters" mail). See docs/decisions.md, issue 20.

export const EMAIL_TOKEN_TTL_MS = 180 * 86_400_000;

export interface TokenAddress {
  email: string;
  emailHash: string;
}

export async function issueEmailToken(db: Database, email: string, now: Date): Promise<string> {
  const token = generateSessionToken();
  const address = email.trim().toLowerCase();
  await createEmailToken(db, { email: address, emailHash: emailHash(address), tokenHash: hashSessionToken(token), expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS), now });
  return token;
}

/** Many tokens at once (a newsletter batch): one insert per batch instead of one per reader. */
export async function issueEmailTokens(db: Database, emails: string[], now: Date): Promise<string[]> {
  const tokens = emails.map(() => generateSessionToken());
  if (emails.length) {
    await db.insert(emailTokens).values(
      emails.map((email, index) => {
        const address = email.trim().toLowerCase();
        return { email: address, emailHash: emailHash(address), tokenHash: hashSessionToken(tokens[index]!), expiresAt: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS), createdAt: now };
      }),
    );
  }
  return tokens;
}

/** The address a token opens, or null for a malformed, unknown or expired one (never says which). */
export async function addressOfToken(db: Database, token: string | undefined, now: Date): Promise<TokenAddress | null> {
  if (!token || !isWellFormedToken(token)) return null;
  return emailOfToken(db, hashSessionToken(token), now);
}

/** Whether this signed-in account has shown it controls `userEmail` (its own, verified address). */
export function ownsAddress(user: UserRow | null | undefined, userEmail: string): boolean {
  return Boolean(user && !user.shadow && user.emailVerifiedAt && user.email.trim().toLowerCase() === userEmail.trim().toLowerCase());
}

/**
 * POST /public/email-token for someone who is not the signed-in owner: a mail to the address with a link
 * carrying a fresh token (at most one an hour per address). The caller answers the same either way.
 */
export async function mailTokenLink(db: Database, params: { email: string; siteUrl: string; now: Date }): Promise<void> {
  const token = await issueEmailToken(db, params.email, params.now);
  const mail = await manageLinkMail({ siteUrl: params.siteUrl, link: `${params.siteUrl}/newsletters/manage?token=${token}` });
  const hour = Math.floor(params.now.getTime() / 3600_000);
  await enqueueMail(db, [{ kind: "token", dedupeKey: `token:${emailHash(params.email)}:${hour}`, to: params.email.trim().toLowerCase(), ...mail }], params.now);
}

export interface StructureEntry extends Omit<Newsletter, "weekday"> {
  isSubscribed: boolean;
  /** False for a premium newsletter the address's account does not include. */
  available: boolean;
}

/** GET /public/emails/getEmailSubscriptionStructure: every newsletter with this address's state. */
export async function subscriptionStructure(db: Database, address: TokenAddress): Promise<{ newsletters: StructureEntry[] }> {
  const [rows, account] = await Promise.all([listSubscriptions(db, address.emailHash), findUserByEmail(db, address.email)]);
  return {
    newsletters: NEWSLETTERS.map(({ weekday: _weekday, ...newsletter }) => ({
      ...newsletter,
      isSubscribed: rows.some((row) => newsletter.identifiers.includes(row.emailIdentifier) && row.isSubscribed),
      available: mayReceive(newsletter, account?.subscriptionStatus),
    })),
  };
}

/** POST /public/email-subscription: creates what is missing; errors name unknown, refused or existing identifiers. */
export async function createSubscriptionsFor(
  db: Database,
  address: TokenAddress,
  subscriptions: { emailIdentifier: string; isSubscribed: boolean }[],
  now: Date,
): Promise<{ errors: { emailIdentifier: string }[] }> {
  const account = await findUserByEmail(db, address.email);
  const refused: string[] = [];
  const wanted = subscriptions.filter((subscription) => {
    const newsletter = newsletterByIdentifier(subscription.emailIdentifier);
    const ok = newsletter !== null && (!subscription.isSubscribed || mayReceive(newsletter, account?.subscriptionStatus));
    if (!ok) refused.push(subscription.emailIdentifier);
    return ok;
  });
  const existing = await createSubscriptions(db, { email: address.email, emailHash: address.emailHash, subscriptions: wanted, source: "api", now });
  return { errors: [...refused, ...existing].map((emailIdentifier) => ({ emailIdentifier })) };
}

/** PATCH /public/email-subscription: updates rows of this address; errors name ids that are not its own. */
export async function updateSubscriptionsFor(
  db: Database,
  address: TokenAddress,
  updates: { id: number; isSubscribed: boolean; userUnsubscribed: boolean }[],
  now: Date,
): Promise<{ errors: { id: number }[] }> {
  const account = await findUserByEmail(db, address.email);
  const rows = await listSubscriptions(db, address.emailHash);
  const refused = updates.filter((update) => {
    const row = rows.find((candidate) => candidate.id === update.id);
    const newsletter = row ? newsletterByIdentifier(row.emailIdentifier) : null;
    return update.isSubscribed && newsletter !== null && !mayReceive(newsletter, account?.subscriptionStatus);
  });
  const allowed = updates.filter((update) => !refused.includes(update));
  const missing = await updateSubscriptions(db, address.emailHash, allowed, now);
  return { errors: [...refused.map((update) => update.id), ...missing].map((id) => ({ id })) };
}
