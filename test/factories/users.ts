import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { interests, users } from "@/lib/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/auth/sessions";
import type { UserRow } from "@/lib/queries/users";

let sequence = 0;

/** A user stored through the real password hashing, with an open session (its token) for API calls. */
export async function createTestUser(
  db: Database,
  overrides: { email?: string; password?: string; subscriptionStatus?: string } = {},
): Promise<{ user: UserRow; token: string; password: string }> {
  sequence += 1;
  const password = overrides.password ?? "correct horse battery";
  const [inserted] = await db
    .insert(users)
    .values({ email: overrides.email ?? `reader${sequence}-${Date.now()}@example.com`, passwordHash: await hashPassword(password) })
    .returning();
  let user = inserted!;
  if (overrides.subscriptionStatus) {
    [user] = (await db.update(users).set({ subscriptionStatus: overrides.subscriptionStatus }).where(eq(users.id, user.id)).returning()) as [UserRow];
  }
  const token = await startSession(db, { userId: user.id, userAgent: "vitest", now: new Date() });
  return { user, token, password };
}

/** Topic interests with ids from `firstId`, for follow tests. */
export async function createTestInterests(db: Database, count: number, firstId = 1000): Promise<number[]> {
  const ids = Array.from({ length: count }, (_, index) => firstId + index);
  await db.insert(interests).values(ids.map((id) => ({ id, kind: "topic", name: `Topic ${id}`, slug: `topic-${id}` })));
  return ids;
}

/** Request helpers for route-handler tests: the site's own origin, as a browser on it would send. */
export const SITE = "http://localhost:3000";

export function apiRequest(
  path: string,
  init: { method?: string; body?: unknown; token?: string; cookie?: string; headers?: Record<string, string> } = {},
): Request {
  const headers: Record<string, string> = { "x-gn-v": "web", "x-forwarded-for": "198.51.100.1", ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) {
    headers["content-type"] ??= "application/json";
    headers.origin ??= SITE;
  }
  return new Request(`${SITE}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });
}

/** The Set-Cookie lines of a response, by cookie name. */
export function setCookies(response: Response): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf("=")), line]));
}

/** A Cookie request header replaying the cookies a response set (name=value pairs). */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
}
