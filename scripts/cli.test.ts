import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The operator CLIs as an operator runs them: real processes on a real (embedded) database folder.
const tsx = path.resolve("node_modules/.bin/tsx");

function run(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, [`scripts/${script}`, ...args], { env: { ...process.env, LOG_LEVEL: "warn", DATABASE_URL: "", ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "og-cli-"));

describe("operator CLIs", () => {
  it("npm run ingest refuses, with a clear message, while another process holds the embedded database", async () => {
    const dataDir = tempDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"]);
    fs.writeFileSync(path.join(dataDir, "pglite.lock"), String(holder.pid));
    try {
      const result = await run("ingest.ts", ["--dir", "e2e/fixtures/feeds"], { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`is in use by another process (pid ${holder.pid}`);
      expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);
    } finally {
      holder.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("npm run ingest loads a folder of feeds, and a second run adds nothing", async () => {
    const dataDir = tempDir();
    try {
      const first = await run("ingest.ts", ["--dir", "e2e/fixtures/feeds"], { DATA_DIR: dataDir });
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toMatch(/9 files, 20 new articles, 20 clustered/);
      const second = await run("ingest.ts", ["--dir", "e2e/fixtures/feeds"], { DATA_DIR: dataDir });
      expect(second.stdout).toMatch(/9 files, 0 new articles, 0 clustered/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("npm run outlets -- import names the row and field of every bad value and imports nothing", async () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, "outlets.csv");
    fs.writeFileSync(
      file,
      "id,name,domains,country,editions,paywall,allsides_bias,allsides_date\n" +
        "good-news,Good News,goodnews.example,US,top-us,false,Center,2024-01-01\n" +
        "Bad Id,Bad,bad.example,USA,top-mars,false,Leftish,2024-13-01\n",
    );
    try {
      const result = await run("outlets.ts", ["import", file], { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("nothing was imported");
      expect(result.stderr).toMatch(/row 3, id: /);
      expect(result.stderr).toMatch(/row 3, country: /);
      expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("npm run outlets -- import --datasets says where the datasets are missing, and --check that the generated registry is current", async () => {
    const missing = await run("outlets.ts", ["import", "--datasets", path.join(os.tmpdir(), "no-such-datasets")], {});
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("The outlet datasets are missing");
    expect(missing.stderr).toContain("npm run outlets -- import --datasets DIR");
    if (!fs.existsSync(path.resolve("../shared/datasets/outlets"))) return; // the check needs the shared datasets
    const check = await run("outlets.ts", ["import", "--datasets", "../shared/datasets", "--check"], {});
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toMatch(/^\d+ outlets: \d+ kept by the editors, \d+ imported by the rules; \d+ candidates left out\./);
    expect(check.stdout).toContain("lib/outlets/registry-data/generated is current.");
  }, 120_000);

  it("npm run mail -- outbox says what is queued and where mail goes; a wrong command gets the usage", async () => {
    const dataDir = tempDir();
    try {
      const outbox = await run("mail.ts", ["outbox"], { DATA_DIR: dataDir, SMTP_URL: "" });
      expect(outbox.code, outbox.stderr).toBe(0);
      expect(outbox.stdout).toContain("0 shown; pending 0, sent 0, failed 0");
      expect(outbox.stdout).toContain(`delivery: no SMTP_URL, sent mail is written as .eml files to ${path.join(path.resolve(dataDir), "outbox")}`);
      const wrong = await run("mail.ts", ["queue", "no-such-letter"], { DATA_DIR: dataDir });
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain("usage: npm run mail -- outbox");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("npm run prove answers its usage, before building or starting anything, for an unknown proof or a bad number", async () => {
    for (const args of [["nonsense"], ["faults", "--connections", "0"]]) {
      const result = await run("prove.ts", args, {});
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr).toContain("usage: npm run prove -- load|faults");
      expect(result.stdout).not.toContain("next build");
    }
  }, 60_000);
});
