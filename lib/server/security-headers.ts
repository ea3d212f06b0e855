import type { Env } from "@/lib/env";

// The security headers of every response (issue 23, "No security headers"), set by the web process
// (scripts/server.ts) before Next answers. They are set there rather than in next.config.js's headers()
// because Next bakes those into the build, while the hosts the policy allows (Amplitude, Sentry,
// GrowthBook, reCAPTCHA) come from the environment at start, as /api/client-config hands them to the
// browser: a policy built at build time would block a service configured later, or allow one removed.
//
// The policy is static per process, so the page cache keeps working (a per-request nonce would make
// every page dynamic). Scripts need 'unsafe-inline': besides the five first-paint scripts of
// app/layout.tsx, Next writes each page's React Server Components payload as inline
// `self.__next_f.push(…)` scripts that differ per page, which no fixed list of hashes can cover (and a
// hash in the list would switch 'unsafe-inline' off). What the policy still does: no plugins, no <base>
// hijack, scripts and connections only to this site and the configured services, frames only from
// reCAPTCHA, and framing by other sites only for the widgets.

/** Paths other sites may frame: the embeddable widgets and the cached pages they are served from. */
export function isEmbeddable(pathname: string): boolean {
  return /^\/widget(-view)?(\/|$)/.test(pathname);
}

type PolicyEnv = Pick<Env, "NEXT_PUBLIC_AMPLITUDE_API_KEY" | "AMPLITUDE_SERVER_URL" | "SENTRY_DSN" | "GROWTHBOOK_API_HOST" | "GROWTHBOOK_CLIENT_KEY" | "CAPTCHA_SITE_KEY" | "CAPTCHA_SECRET">;

const origin = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** The Content-Security-Policy for `pathname` under this environment. */
export function contentSecurityPolicy(pathname: string, env: PolicyEnv): string {
  const captcha = Boolean(env.CAPTCHA_SITE_KEY && env.CAPTCHA_SECRET);
  // The Amplitude SDK's own endpoint when no server URL is set.
  const amplitude = env.NEXT_PUBLIC_AMPLITUDE_API_KEY ? origin(env.AMPLITUDE_SERVER_URL ?? "https://api2.amplitude.com") : [];
  const growthbook = env.GROWTHBOOK_CLIENT_KEY ? origin(env.GROWTHBOOK_API_HOST) : [];
  const connect = ["'self'", ...amplitude, ...origin(env.SENTRY_DSN), ...growthbook, ...(captcha ? ["https://www.google.com"] : [])];
  const scripts = ["'self'", "'unsafe-inline'", ...(captcha ? ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"] : [])];
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    // Outlets' logos and images, and avatars stored as data URLs.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${[...new Set(connect)].join(" ")}`,
    `frame-src ${captcha ? "https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/" : "'none'"}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${isEmbeddable(pathname) ? "*" : "'self'"}`,
  ];
  return directives.join("; ");
}

/** Every security header of a response to `pathname`, as [name, value] pairs. */
export function securityHeaders(pathname: string, env: PolicyEnv): [string, string][] {
  return [
    ["Strict-Transport-Security", "max-age=31536000"],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Content-Security-Policy", contentSecurityPolicy(pathname, env)],
  ];
}
