import { z } from "zod";

// The only reader of process.env (STYLE.md, after create-t3-app). Everything else asks getEnv().
// A bad value stops start-up with a message naming the variable.

const flag = z
  .enum(["0", "1", "true", "false", "yes", "no", "on", "off", ""])
  .transform((value) => ["1", "true", "yes", "on"].includes(value));

const postgresUrl = z
  .string()
  .url()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), "must start with postgres:// or postgresql://");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./.data"),
  DATABASE_URL: postgresUrl.optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // News engine (issue 3). The embedded scheduler runs inside the web process unless turned off.
  INGEST_EMBEDDED: flag.default(true),
  FEEDS_ALLOW_PRIVATE: flag.default(false),
  INGEST_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(6),
  INGEST_INTERVAL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  // Reader's site (issue 4): how long the web process sends a cached page again without asking Next
  // (lib/server/microcache.ts); 0 turns the microcache off.
  MICROCACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // Issue 28: how long the web process sends a signed-in reader their own copy of /my or /my-news-bias
  // again (lib/server/personal-pages.ts; their own changes are seen at once); 0 turns the copies off.
  PERSONAL_PAGES_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  // Story images (issue 25): the disk cache of resized images under DATA_DIR/image-cache is kept below this.
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(100_000).default(256),
  // E-mail (issue 20): SMTP server for the outbox worker (smtp://user:pass@host:port or smtps://…). Without
  // it, drained mail is written as .eml files to OUTBOX_DIR (default DATA_DIR/outbox) for an operator to read.
  SMTP_URL: z
    .string()
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("OpenGround <newsletters@openground.invalid>"),
  OUTBOX_DIR: z.string().min(1).optional(),
  // Payments (issue 21). Without STRIPE_SECRET_KEY the plans are shown and the site says payments are not
  // configured; no paywall or upgrade prompt appears. STRIPE_API_URL points the SDK at a stand-in (tests).
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: z.string().url().optional(),
  STRIPE_PRICE_PRO: z.string().min(1).optional(),
  STRIPE_PRICE_PREMIUM: z.string().min(1).optional(),
  STRIPE_PRICE_VANTAGE: z.string().min(1).optional(),
  STRIPE_TRIAL_DAYS: z.coerce.number().int().min(0).max(90).default(0),
  PRICE_PRO_YEARLY_CENTS: z.coerce.number().int().min(50).max(1_000_000).optional(),
  PRICE_PREMIUM_YEARLY_CENTS: z.coerce.number().int().min(50).max(1_000_000).optional(),
  PRICE_VANTAGE_YEARLY_CENTS: z.coerce.number().int().min(50).max(1_000_000).optional(),
  PRICE_GIFT_VANTAGE_CENTS: z.coerce.number().int().min(50).max(1_000_000).optional(),
  /** Campaign flags that are on, comma-separated (holiday2024, electionVantage50); all off by default (spec §9). */
  BILLING_FLAGS: z.string().default(""),
  // Client platform (issue 19; README "Analytics, flags and monitoring"). Each is off when unset. Read at
  // run time and handed to the browser by GET /api/client-config, so no rebuild is needed to change one.
  NEXT_PUBLIC_AMPLITUDE_API_KEY: z.string().optional(),
  /** Where Amplitude events go (a local receiver in tests); Amplitude's own endpoint when unset. */
  AMPLITUDE_SERVER_URL: z.string().url().optional(),
  SENTRY_DSN: z.string().url().optional(),
  GROWTHBOOK_API_HOST: z.string().url().optional(),
  GROWTHBOOK_CLIENT_KEY: z.string().optional(),
  /** Opens /operator/page-views?token=… (the site's own page-view report); the page is a 404 when unset. */
  OPERATOR_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** Staff are readers whose e-mail ends with this (e.g. "@openground.example"); nobody when unset. */
  STAFF_EMAIL_SUFFIX: z.string().optional(),
  /** The mobile apps' store pages (issue 22's download popup, on phones only); no popup when both are unset. */
  APP_STORE_URL: z.string().url().optional(),
  PLAY_STORE_URL: z.string().url().optional(),
  // Drain the outbox (and queue due newsletter issues) inside the web process; turn off when
  // `npm run worker` processes do it (they may run alongside: claims keep each message to one sender).
  MAIL_EMBEDDED: flag.default(true),
  // Multiplies every per-IP and per-address rate limit (lib/accounts/limits.ts): for a site whose readers
  // share one address (a campus behind one NAT), and for the end-to-end suite, whose readers all come
  // from 127.0.0.1. The rules themselves are tested at factor 1.
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  // How many reverse proxies stand in front of the web process (issue 23, lib/api/client-ip.ts): 0, the
  // default, counts the socket's address and ignores X-Forwarded-For, which any client can write; 1 for
  // one nginx that appends the address it saw; and so on.
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // How many argon2 hashes (64 MiB each) may run at once, and how many more may wait; beyond, 503.
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  // A captcha on checkout (issue 21) when both are set: reCAPTCHA v3's script with the site key, the token
  // verified with the secret at CAPTCHA_VERIFY_URL (a stand-in in tests).
  CAPTCHA_SITE_KEY: z.string().min(1).optional(),
  CAPTCHA_SECRET: z.string().min(1).optional(),
  CAPTCHA_VERIFY_URL: z.string().url().default("https://www.google.com/recaptcha/api/siteverify"),
  CAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  // Web Push (issue 22). With both keys the header shows the notifications toggle and the push loop sends
  // breaking stories and the daily briefing; without them the toggle is hidden and nothing is sent.
  // Generate a pair with `npx web-push generate-vapid-keys`. The subject is the operator's contact that
  // push services see (mailto: or https:); PUBLIC_URL when unset.
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, "must be the 65-byte public key in URL-safe base64 (87 characters)").optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "must be the 32-byte private key in URL-safe base64 (43 characters)").optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https?:\/\/)\S+$/, "must start with mailto: or https://").optional(),
  // Send push messages inside the web process; turn off when `npm run worker` processes do it.
  PUSH_EMBEDDED: flag.default(true),
  // How often the push loop looks for breaking stories and due daily briefings.
  PUSH_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // Accept push endpoints over http:// and on private addresses (the tests' local push endpoint). Off:
  // only https endpoints on public addresses, so a subscription cannot aim the server at the intranet.
  PUSH_ALLOW_PRIVATE: flag.default(false),
  // The article assistant (issue 22) answers offline from the story's own sentences; with both of these it
  // asks an OpenAI-compatible chat completions endpoint instead, the retrieved sentences its only context.
  ASSISTANT_API_URL: z.string().url().optional(),
  ASSISTANT_API_KEY: z.string().min(1).optional(),
  ASSISTANT_MODEL: z.string().min(1).default("gpt-4o-mini"),
  ASSISTANT_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8000),
  // Set by Next.js itself while `next build` runs: nothing may open the database then.
  NEXT_PHASE: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid environment:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses an environment record; throws EnvError whose lines each start with the variable's name. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "not set" for optional values, as shells and .env files produce them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const name = issue.path.join(".");
        const given = cleaned[name];
        return `${name}: ${issue.message}${given === undefined ? "" : ` (got ${shownValue(name, given)})`}`;
      }),
    );
  }
  return result.data;
}

/**
 * A bad value as an error may show it (issue 23): a secret's not at all, and a URL's password as ***, so
 * the message can go to a log or a terminal someone else reads.
 */
function shownValue(name: string, value: string): string {
  if (/SECRET|TOKEN|PASSWORD|_KEY$/.test(name)) return "(hidden)";
  // Up to the last "@" before the path: a password may hold an "@" of its own (unescaped, the URL is
  // invalid and this is exactly when it is shown); libpq's "password=…" form is hidden too.
  return JSON.stringify(value.replace(/(\/\/[^/@:\s]*:)[^/\s]*@/g, "$1***@").replace(/(password\s*=\s*)\S+/gi, "$1***"));
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** True while `next build` is running (no database, no scheduler). */
export function isBuildPhase(env: Env = getEnv()): boolean {
  return env.NEXT_PHASE === "phase-production-build";
}
