// The server Playwright starts: a production build (built by scripts/start.ts when not current) on a
// fresh embedded database in a temporary folder, removed when the server stops.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "openground-e2e-"));
const server = spawn(path.join(root, "node_modules", ".bin", "tsx"), [path.join(root, "scripts", "start.ts")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir },
});
const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
