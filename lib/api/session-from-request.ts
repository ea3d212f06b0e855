import type { Database } from "@/lib/db";
import { log } from "@/lib/log";
import { LOGIN_COOKIE, USER_COOKIE } from "@/lib/auth/constants";
import { parseCookieHeader } from "@/lib/auth/cookie-header";
import { resolveSessionToken } from "@/lib/auth/sessions";
import { decodeUserCookie } from "@/lib/auth/user-cookie";
import type { ActiveSession } from "@/lib/queries/sessions";

export type TokenSource = { token: string; via: "bearer" | "cookie" };

/**
 * The session token of a request: `Authorization: Bearer <token>` (or the bare token, as some API
 * clients send it) wins over the GROUND_LOGIN_TOKEN cookie (spec §3, §7).
 */
export function sessionTokenFromHeaders(headers: Headers): TokenSource | null {
  const authorization = headers.get("authorization")?.trim();
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (match) return { token: match[1]!, via: "bearer" };
    if (!/\s/.test(authorization)) return { token: authorization, via: "bearer" };
  }
  const token = parseCookieHeader(headers.get("cookie")).get(LOGIN_COOKIE);
  return token ? { token, via: "cookie" } : null;
}

export interface RequestAuth {
  session: ActiveSession | null;
  via: TokenSource["via"] | null;
  /** The browser holds cookies that no longer open a session (expired, signed out, or unreadable): clear them. */
  dropCookies: boolean;
}

export async function sessionFromRequest(db: Database, request: Request, now: Date, options: { cache?: boolean } = {}): Promise<RequestAuth> {
  const source = sessionTokenFromHeaders(request.headers);
  if (!source) return { session: null, via: null, dropCookies: false };
  if (source.via === "cookie") {
    // Spec §5: the user cookie is parsed as base64 then URI-decoded JSON; on failure a warning is
    // logged and the login token is dropped.
    const userCookie = parseCookieHeader(request.headers.get("cookie")).get(USER_COOKIE);
    if (userCookie) {
      const decoded = decodeUserCookie(userCookie);
      if (!decoded.ok) {
        log.warn("unreadable user cookie; dropping the login token", { reason: decoded.reason });
        return { session: null, via: "cookie", dropCookies: true };
      }
    }
  }
  const session = await resolveSessionToken(db, source.token, now, options);
  return { session, via: source.via, dropCookies: session === null && source.via === "cookie" };
}
