// `npm start`: validate the environment, build if there is no current build, then serve on PORT.
// The server migrates the database itself at start-up (instrumentation.ts → lib/server/boot.ts).
import { spawn } from "node:child_process";
import path from "node:path";
import { EnvError, parseEnv } from "../lib/env";
import { buildIfNeeded } from "./lib/build-stamp";

const root = path.resolve(import.meta.dirname, "..");
const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const built = buildIfNeeded(root, childEnv);
if (built !== 0) process.exit(built);

// scripts/server.ts: Next's request handler behind the location-edition step (docs/decisions.md
// "Location edition before Next"); NODE_ENV=production as `next start` sets it.
const tsxBin = path.join(root, "node_modules", ".bin", "tsx");
const server = spawn(tsxBin, [path.join(root, "scripts", "server.ts")], {
  cwd: root,
  stdio: "inherit",
  env: { ...childEnv, NODE_ENV: "production", PORT: String(env.PORT) },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
