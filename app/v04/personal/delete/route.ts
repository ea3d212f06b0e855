import { z } from "zod";
import { accountRoute, noContent } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { clientIpBucket } from "@/lib/api/client-ip";
import { enforceSignInDelay, recordSignIn, signInPair } from "@/lib/api/rate-limiters";
import { readJsonBody } from "@/lib/api/request-input";
import { clearedSessionCookies } from "@/lib/auth/session-cookies";
import { verifyPassword } from "@/lib/auth/password";
import { deleteUserAccount } from "@/lib/queries/personal-account";

export const dynamic = "force-dynamic";

const DELETE_CONFIRMATION_FAILED = "That password is not right, so your account was kept.";
const PASSWORD_PROBLEM = "please enter your password to confirm";
const CONFIRM_PROBLEM = "type your e-mail address to confirm";

const bodySchema = z.object({
  password: z.string({ error: PASSWORD_PROBLEM }).optional(),
  confirm: z.string({ error: CONFIRM_PROBLEM }).optional(),
});

// POST /v04/personal/delete {password} (or {confirm: <e-mail>} for an account without a password):
// deletes the account and everything hanging off it (sessions, follows, reads cascade), then expires
// the cookies. The password is asked again so a borrowed, signed-in browser cannot do it; its guesses
// count against the same (address, account) delays as sign-in.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, secureCookies }) => {
    const { password, confirm } = await readJsonBody(request, bodySchema);
    const { user } = session;
    if (user.passwordHash) {
      if (!password) throw new AppError("bad_request", `password: ${PASSWORD_PROBLEM}`);
      const pair = signInPair(clientIpBucket(request.headers), user.email);
      await enforceSignInDelay(pair);
      const ok = await verifyPassword(user.passwordHash, password);
      await recordSignIn(pair, ok);
      if (!ok) throw new AppError("forbidden", DELETE_CONFIRMATION_FAILED);
    } else if (confirm?.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError("bad_request", `confirm: ${CONFIRM_PROBLEM}`);
    }
    await deleteUserAccount(db, user.id);
    return noContent(clearedSessionCookies(secureCookies));
  });
}
