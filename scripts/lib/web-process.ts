// Starts `npm start` (scripts/start.ts) as a child on a port and waits for GET /api/health to answer 200:
// the page benchmark (bench/pages.ts) and the proofs (scripts/prove/) run the site this way.
import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** Polls `url` until it answers 200; false after `timeoutMs`. */
async function waitUntilOk(url: string, timeoutMs: number, intervalMs = 250): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return true;
    } catch {
      // not answering yet
    }
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export interface WebProcessOptions {
  port: number;
  /** null: the embedded database (set DATA_DIR in `env`); any DATABASE_URL of this process is not passed on. */
  databaseUrl: string | null;
  /** Added to (and overriding) the defaults: INGEST_EMBEDDED=0, LOG_LEVEL=warn, NODE_ENV=production. */
  env?: Record<string, string>;
  stdio?: StdioOptions;
  /**
   * "start" (the default) runs `npm start`'s scripts/start.ts through tsx, which builds when needed and
   * serves from a child of its own; "server" runs scripts/server.ts in this one process (the build must be
   * current), so a signal sent to it, SIGKILL included, reaches the server itself.
   */
  entry?: "start" | "server";
}

/** A web process that answers /api/health; killed and thrown at when it does not within five minutes. */
export async function startWebProcess(options: WebProcessOptions): Promise<ChildProcess> {
  const [command, args] =
    options.entry === "server"
      ? [process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", "server.ts")]]
      : [path.join(ROOT, "node_modules", ".bin", "tsx"), [path.join(ROOT, "scripts", "start.ts")]];
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...inherited,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      PORT: String(options.port),
      INGEST_EMBEDDED: "0",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ...options.env,
    },
    stdio: options.stdio ?? ["ignore", "ignore", "inherit"],
  });
  if (await waitUntilOk(`http://127.0.0.1:${options.port}/api/health`, 300_000, 500)) return child;
  child.kill();
  throw new Error(`the web process on port ${options.port} did not start`);
}

/** Signs a new reader up on the site at `base` and answers their cookies (login and user) as a Cookie header. */
export async function signUpCookies(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "a long enough password" }),
  });
  if (response.status !== 201) throw new Error(`signing ${email} up answered ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!).join("; ");
}
