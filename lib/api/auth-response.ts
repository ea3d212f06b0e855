import { safeRedirectPath } from "@/lib/accounts/redirect-target";
import { toAccountUser } from "@/lib/accounts/user";
import { sessionCookies } from "@/lib/auth/session-cookies";
import type { UserRow } from "@/lib/queries/users";
import type { CredentialsBody } from "./credentials-body";
import { AppError, errorResponse } from "./errors";

// Answers of the sign-in and registration handlers. Form posts get a 303 (POST → GET) to a path on this
// site; JSON posts get JSON. The token is in the JSON body only for API clients (the mobile app): the web
// client always sends `x-gn-v: web` (spec §7) and relies on the HttpOnly cookie instead.

export function authSuccess(request: Request, body: CredentialsBody, user: UserRow, token: string, now: Date, secure: boolean): Response {
  const account = toAccountUser(user, now);
  const cookies = sessionCookies(token, account, secure, user);
  const response = body.isForm
    ? new Response(null, { status: 303, headers: { location: safeRedirectPath(body.redirectUri) } })
    : Response.json(request.headers.get("x-gn-v") === "web" ? { user: account } : { user: account, token });
  for (const cookie of cookies) response.headers.append("set-cookie", cookie);
  response.headers.set("cache-control", "no-store");
  return response;
}

/**
 * A failed sign-in or registration: JSON posts get the error as JSON; form posts go back to the form
 * page with the message (and the redirectUri) in the query, since a browser would show raw JSON.
 */
export function authFailure(body: CredentialsBody | null, formPage: "/login" | "/register", error: AppError): Response {
  if (!body?.isForm) return withRetryAfter(errorResponse(error), error);
  const query = new URLSearchParams({ error: error.message });
  const redirectUri = safeRedirectPath(body.redirectUri);
  if (redirectUri !== "/") query.set("redirectUri", redirectUri);
  return new Response(null, { status: 303, headers: { location: `${formPage}?${query}` } });
}

function withRetryAfter(response: Response, error: AppError): Response {
  const seconds = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
  if (seconds !== undefined) response.headers.set("retry-after", String(seconds));
  return response;
}
