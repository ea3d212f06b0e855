import { CAPTCHA_FAILED, captchaConfig, verifyCaptcha } from "@/lib/accounts/captcha";
import { register } from "@/lib/accounts/register";
import { accountRoute } from "@/lib/api/account-route";
import { authFailure, authSuccess } from "@/lib/api/auth-response";
import { clientIp, clientIpBucket } from "@/lib/api/client-ip";
import { readCredentialsBody } from "@/lib/api/credentials-body";
import { AppError } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limiters";
import { siteUrl } from "@/lib/api/site-url";
import { parseCookieHeader } from "@/lib/auth/cookie-header";
import { UTM_COOKIE, utmMediumOfCookie } from "@/lib/client/visit-tracking";
import { kickMailLoop } from "@/lib/mail/mail-loop";

export const dynamic = "force-dynamic";

// POST /api/auth/register {email, password, redirectUri?} as JSON or a form post (docs/api.md).
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "none" }, async ({ db, now, secureCookies }) => {
    const body = await readCredentialsBody(request);
    try {
      await enforceRateLimit("registerPerIp", clientIpBucket(request.headers));
      await enforceRateLimit("registerPerEmail", body.email.trim().toLowerCase());
      // Before the address is looked at, so a taken address and a new one are refused alike.
      const captcha = await verifyCaptcha(captchaConfig(), { token: body.captchaToken.trim(), action: "register", ip: clientIp(request.headers) });
      if (captcha !== "passed" && captcha !== "not_required") throw new AppError("forbidden", CAPTCHA_FAILED);
      const utmMedium = utmMediumOfCookie(parseCookieHeader(request.headers.get("cookie")).get(UTM_COOKIE));
      const result = await register(db, { email: body.email, password: body.password, userAgent: request.headers.get("user-agent"), now, siteUrl: siteUrl(request), utmMedium });
      if (!result.ok) throw new AppError("bad_request", result.message);
      kickMailLoop();
      const response = authSuccess(request, body, result.user, result.token, now, secureCookies);
      // The same 201 for a new and a taken address (no account enumeration, issue 20).
      return body.isForm ? response : new Response(response.body, { status: 201, headers: response.headers });
    } catch (error) {
      if (error instanceof AppError) return authFailure(body, "/register", error);
      throw error;
    }
  });
}
