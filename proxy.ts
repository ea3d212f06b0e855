import { NextResponse, type NextRequest } from "next/server";
import { LOGIN_COOKIE } from "@/lib/auth/constants";

// Next 16's name for middleware.ts (TOOLCHAIN.md). It runs only on the routes in `matcher`, never on
// static files or cached public pages, because a proxy on every route costs 2–3× throughput.
//
// The personal pages need a session. A visitor without a login cookie is sent to
// /401?redirectUri=<the page> (spec §4 "Logged-out handling": the same place a 401 on a read call leads),
// whose "Sign in" link brings them back. Only the cookie's presence is checked here, without a database
// read; each page still checks the session itself and redirects the same way when the cookie is stale.
export function proxy(request: NextRequest): NextResponse {
  if (request.cookies.get(LOGIN_COOKIE)?.value) return NextResponse.next();
  const target = new URL("/401", request.url);
  target.searchParams.set("redirectUri", request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.redirect(target, 307);
}

export const config = {
  matcher: ["/account/:path*", "/my/:path*", "/my-news-bias/:path*", "/onboarding/:path*"],
};
