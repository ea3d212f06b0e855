import { getEnv } from "@/lib/env";

/**
 * The address links in mail point to: PUBLIC_URL when set (always in production: a link built from the
 * request's Host header could be steered to another site by whoever sends the request), else the
 * request's own origin (development, tests).
 */
export function siteUrl(request: Request): string {
  const configured = getEnv().PUBLIC_URL;
  return (configured ?? new URL(request.url).origin).replace(/\/+$/, "");
}
