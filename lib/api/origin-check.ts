// Cross-site request forgery guard for state-changing calls (ARCHITECTURE.md §6). Pure: the caller passes
// the request's headers and the configured public URL.
//
// - POST/PUT/PATCH/DELETE carrying an Origin from another site → refused. Our own origins are PUBLIC_URL's
//   and the host the request was addressed to (Host / X-Forwarded-Host), so local and proxied set-ups work.
// - No Origin (curl, the mobile app, server-to-server): allowed. Browsers send Origin on every cross-site
//   POST (Fetch standard), and our cookies are SameSite=Lax, so a forged browser request always shows one.
//   Sec-Fetch-Site: cross-site without Origin is still refused.
// - Safe methods pass, except when the caller marks a GET as state-changing (GET /v04/user/logout, whose
//   path and method the spec fixes): then a cross-site navigation (Sec-Fetch-Site) is refused.

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface OriginCheckInput {
  method: string;
  headers: Headers;
  requestUrl: string;
  publicUrl?: string;
  /** Treat a GET as state-changing (logout). */
  stateChanging?: boolean;
}

function ownHosts({ headers, requestUrl, publicUrl }: OriginCheckInput): Set<string> {
  const hosts = new Set<string>();
  const add = (value: string | null | undefined) => value && hosts.add(value.trim().toLowerCase());
  add(headers.get("host"));
  add(headers.get("x-forwarded-host")?.split(",")[0]);
  add(new URL(requestUrl).host);
  if (publicUrl) add(new URL(publicUrl).host);
  return hosts;
}

export function isAllowedOrigin(input: OriginCheckInput): boolean {
  const method = input.method.toUpperCase();
  if (!STATE_CHANGING.has(method) && !input.stateChanging) return true;
  const origin = input.headers.get("origin");
  if (origin === null) return input.headers.get("sec-fetch-site") !== "cross-site";
  if (origin === "null") return false; // sandboxed frames and privacy-stripped redirects: never our pages
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  return ownHosts(input).has(host);
}
