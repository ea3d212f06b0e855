// The client side of the public e-mail calls (spec §4 "E-mail subscription sync", §5, §7, §8). Pure
// apart from the injected fetch, so it runs in the browser and in tests against the real routes.

export const TOKEN_OR_EMAIL_REQUIRED = "One of email or token is required";
export const TOKEN_FAILED = "Failed to fetch or create token for valid email";
export const STRUCTURE_FAILED = "Failed to fetch subscription structure";
export const updateFailed = (ids: number[]) => `Failed to update email subscriptions for ${ids.join(", ")}`;
export const createFailed = (identifiers: string[]) => `Failed to create email subscriptions for ${identifiers.join(", ")}`;

export interface EmailSubscription {
  id: number;
  emailIdentifier: string;
  isSubscribed: boolean;
}

export interface WantedSubscription {
  emailIdentifier: string;
  isSubscribed: boolean;
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

const headers = { "x-gn-v": "web", accept: "application/json", "content-type": "application/json" };

async function jsonOrUndefined<T>(response: Response): Promise<T | undefined> {
  if (!response.ok || response.status === 204) return undefined;
  try {
    return (await response.json()) as T;
  } catch {
    return undefined;
  }
}

/** GET the token of an address, else POST to create one; neither → "Failed to fetch or create token for valid email". */
export async function fetchOrCreateToken(fetch: Fetch, email: string): Promise<string> {
  const got = await jsonOrUndefined<{ token?: string }>(await fetch(`/public/email-token?${new URLSearchParams({ userEmail: email })}`, { headers, credentials: "include" }));
  if (got?.token) return got.token;
  const created = await jsonOrUndefined<{ token?: string }>(await fetch("/public/email-token", { method: "POST", headers, credentials: "include", body: JSON.stringify({ userEmail: email }) }));
  if (created?.token) return created.token;
  throw new Error(TOKEN_FAILED);
}

export async function fetchSubscriptionStructure<T = unknown>(fetch: Fetch, token: string): Promise<T> {
  const structure = await jsonOrUndefined<T>(await fetch(`/public/emails/getEmailSubscriptionStructure?${new URLSearchParams({ token })}`, { headers }));
  if (!structure) throw new Error(STRUCTURE_FAILED);
  return structure;
}

/** What the sync does (spec §4): update entries whose isSubscribed differs, create missing ones, leave the rest. */
export function planSync(existing: readonly EmailSubscription[], wanted: readonly WantedSubscription[]) {
  const updates: { id: number; isSubscribed: boolean; userUnsubscribed: boolean }[] = [];
  const creates: WantedSubscription[] = [];
  for (const entry of wanted) {
    const current = existing.find((row) => row.emailIdentifier === entry.emailIdentifier);
    if (!current) creates.push(entry);
    else if (current.isSubscribed !== entry.isSubscribed) {
      // §3: userUnsubscribed is set when a subscribed entry is switched off.
      updates.push({ id: current.id, isSubscribed: entry.isSubscribed, userUnsubscribed: current.isSubscribed && !entry.isSubscribed });
    }
  }
  return { updates, creates };
}

export async function syncEmailSubscriptions(fetch: Fetch, params: { email?: string; token?: string; wanted: WantedSubscription[] }): Promise<{ updated: number; created: number }> {
  if (!params.email && !params.token) throw new Error(TOKEN_OR_EMAIL_REQUIRED);
  const token = params.token ?? (await fetchOrCreateToken(fetch, params.email!));
  const existing = (await jsonOrUndefined<EmailSubscription[]>(await fetch(`/public/email-subscription?${new URLSearchParams({ token })}`, { headers }))) ?? [];
  const { updates, creates } = planSync(existing, params.wanted);
  if (updates.length) {
    const answer = await jsonOrUndefined<{ errors?: { id: number }[] }>(
      await fetch(`/public/email-subscription?${new URLSearchParams({ token })}`, { method: "PATCH", headers, body: JSON.stringify(updates) }),
    );
    const failed = answer ? (answer.errors ?? []).map((error) => error.id) : updates.map((update) => update.id);
    if (failed.length) throw new Error(updateFailed(failed));
  }
  if (creates.length) {
    const answer = await jsonOrUndefined<{ errors?: { emailIdentifier: string }[] }>(
      await fetch("/public/email-subscription", { method: "POST", headers, body: JSON.stringify({ subscriptions: creates, token }) }),
    );
    const failed = answer ? (answer.errors ?? []).map((error) => error.emailIdentifier) : creates.map((create) => create.emailIdentifier);
    if (failed.length) throw new Error(createFailed(failed));
  }
  return { updated: updates.length, created: creates.length };
}
