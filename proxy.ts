import { NextResponse, type NextRequest } from "next/server";

// Next 16's name for middleware.ts (TOOLCHAIN.md). It runs only on the routes in `matcher`, never on
// static files or cached public pages, because a proxy on every route costs 2–3× throughput.
export function proxy(request: NextRequest): NextResponse {
  void request;
  return NextResponse.next();
}

export const config = {
  matcher: ["/account/:path*", "/my/:path*", "/my-news-bias/:path*"],
};
