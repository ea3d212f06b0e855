import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";

// For specs that run a site of their own beside the suite's server (its own embedded database, feeds
// and settings: engine-invalidation.spec.ts, blindspot-plans.spec.ts): the project's scripts run as
// `npm run …` would, and `npm start` in its own process group, so stopping it stops the server too.

const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");

/** Runs scripts/<script> to the end (outlets import, ingest…); throws with its output if it failed. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(tsx, [path.join(root, "scripts", script), ...args], { cwd: root, env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${script} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
}

/** The settings every such site starts with: its own data folder and port (and so its public address). */
export function siteEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const baseURL = `http://127.0.0.1:${port}`;
  return { ...process.env, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: baseURL, NEXT_TELEMETRY_DISABLED: "1", LOG_LEVEL: "warn" };
}

/** `npm start` with `env`; `stderr()` answers the last 4,000 characters it wrote (for a failed start's message). */
export function startSite(env: NodeJS.ProcessEnv): { app: ChildProcess; stderr: () => string } {
  const app = spawn(tsx, [path.join(root, "scripts", "start.ts")], { cwd: root, env, stdio: ["ignore", "ignore", "pipe"], detached: true });
  let errors = "";
  app.stderr?.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  return { app, stderr: () => errors };
}

/** Stops a site startSite started (its whole process group), waiting up to 10 s for it to exit. */
export async function stopSite(app: ChildProcess | undefined): Promise<void> {
  if (!app?.pid) return;
  const exited = new Promise((resolve) => app.once("exit", resolve));
  process.kill(-app.pid, "SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}
