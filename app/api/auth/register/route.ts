import { register } from "@/lib/accounts/register";
import { accountRoute } from "@/lib/api/account-route";
import { authFailure, authSuccess } from "@/lib/api/auth-response";
import { clientIp } from "@/lib/api/client-ip";
import { readCredentialsBody } from "@/lib/api/credentials-body";
import { AppError } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limiters";

export const dynamic = "force-dynamic";

// POST /api/auth/register {email, password, redirectUri?} as JSON or a form post (docs/api.md).
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "none" }, async ({ db, now, secureCookies }) => {
    const body = await readCredentialsBody(request);
    try {
      enforceRateLimit("registerPerIp", clientIp(request.headers));
      enforceRateLimit("registerPerEmail", body.email.trim().toLowerCase());
      const result = await register(db, { email: body.email, password: body.password, userAgent: request.headers.get("user-agent"), now });
      if (!result.ok) throw new AppError(result.status === 409 ? "conflict" : "bad_request", result.message);
      const response = authSuccess(request, body, result.user, result.token, now, secureCookies);
      return result.created && !body.isForm ? new Response(response.body, { status: 201, headers: response.headers }) : response;
    } catch (error) {
      if (error instanceof AppError) return authFailure(body, "/register", error);
      throw error;
    }
  });
}
