import { SIGN_IN_FAILED, signIn } from "@/lib/accounts/sign-in";
import { accountRoute } from "@/lib/api/account-route";
import { authFailure, authSuccess } from "@/lib/api/auth-response";
import { clientIpBucket } from "@/lib/api/client-ip";
import { readCredentialsBody } from "@/lib/api/credentials-body";
import { AppError } from "@/lib/api/errors";
import { enforceRateLimit, enforceSignInDelay, recordSignIn, signInPair } from "@/lib/api/rate-limiters";

export const dynamic = "force-dynamic";

// POST /api/auth/login {email, password, redirectUri?} as JSON or a form post (docs/api.md).
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "none" }, async ({ db, now, secureCookies }) => {
    const body = await readCredentialsBody(request);
    try {
      const ip = clientIpBucket(request.headers);
      await enforceRateLimit("signInPerIp", ip);
      const pair = signInPair(ip, body.email);
      await enforceSignInDelay(pair);
      const result = await signIn(db, { email: body.email, password: body.password, userAgent: request.headers.get("user-agent"), now });
      await recordSignIn(pair, result.ok);
      if (!result.ok) throw new AppError("bad_request", SIGN_IN_FAILED);
      return authSuccess(request, body, result.user, result.token, now, secureCookies);
    } catch (error) {
      if (error instanceof AppError) return authFailure(body, "/login", error);
      throw error;
    }
  });
}
