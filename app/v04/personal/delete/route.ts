import { accountRoute, noContent, readJsonObject } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limiters";
import { clearedSessionCookies } from "@/lib/auth/session-cookies";
import { verifyPassword } from "@/lib/auth/password";
import { deleteUserAccount } from "@/lib/queries/personal-account";

export const dynamic = "force-dynamic";

const DELETE_CONFIRMATION_FAILED = "That password is not right, so your account was kept.";

// POST /v04/personal/delete {password} (or {confirm: <e-mail>} for an account without a password):
// deletes the account and everything hanging off it (sessions, follows, reads cascade), then expires
// the cookies. The password is asked again so a borrowed, signed-in browser cannot do it; its guesses
// count against the same per-e-mail limit as sign-in.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, secureCookies }) => {
    const body = await readJsonObject(request);
    const { user } = session;
    if (user.passwordHash) {
      if (typeof body.password !== "string" || body.password === "") throw new AppError("bad_request", "password: please enter your password to confirm");
      enforceRateLimit("signInPerEmail", user.email.trim().toLowerCase());
      if (!(await verifyPassword(user.passwordHash, body.password))) throw new AppError("forbidden", DELETE_CONFIRMATION_FAILED);
    } else if (typeof body.confirm !== "string" || body.confirm.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError("bad_request", "confirm: type your e-mail address to confirm");
    }
    await deleteUserAccount(db, user.id);
    return noContent(clearedSessionCookies(secureCookies));
  });
}
