// The `npm run replay` CLI as an operator runs it: a real child process, stopped with a signal.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = process.cwd();
const TSX = path.join(ROOT, "node_modules/.bin/tsx");

interface Run {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function runReplay(args: string[]): Run {
  const child = spawn(TSX, [path.join(ROOT, "scripts/replay.ts"), ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: "1" } });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

async function waitForUrl(run: Run, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = /Listening at (http:\/\/\S+?)\/\s/.exec(run.output());
    if (match) return match[1]!;
    if (Date.now() > deadline || run.child.exitCode !== null) throw new Error(`replay did not start:\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "replay-cli-"));
  await fs.writeFile(path.join(dir, "a.xml"), `<rss version="2.0"><channel><title>A</title></channel></rss>`);
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe("npm run replay", () => {
  it.each(["SIGTERM", "SIGINT"] as const)("prints its URL, serves the folder and stops cleanly on %s", async (signal) => {
    const run = runReplay([dir, "--port", "0", "--quiet"]);
    try {
      const url = await waitForUrl(run);
      expect(run.output()).toContain(`Replay server for ${dir}: 1 feed file`);
      const listing = (await (await fetch(`${url}/`)).json()) as { feeds: Array<{ name: string }> };
      expect(listing.feeds.map((feed) => feed.name)).toEqual(["a.xml"]);
      run.child.kill(signal);
      expect(await run.exited).toEqual({ code: 0, signal: null });
      expect(run.output()).toContain(`Stopped (${signal})`);
    } finally {
      if (run.child.exitCode === null) run.child.kill("SIGKILL");
    }
  });

  it("exits with a clear message when the folder does not exist", async () => {
    const missing = path.join(dir, "no-such-folder");
    const run = runReplay([missing]);
    expect((await run.exited).code).toBe(2);
    expect(run.output().trim()).toBe(`No such folder: ${missing}`);
  });

  it("exits with usage when no folder is given, and rejects a bad port", async () => {
    const noDir = runReplay([]);
    expect((await noDir.exited).code).toBe(2);
    expect(noDir.output()).toContain("usage: npm run replay -- DIR");
    const badPort = runReplay([dir, "--port", "http"]);
    expect((await badPort.exited).code).toBe(2);
    expect(badPort.output()).toContain("--port must be a whole number from 0 to 65535, got http");
  });
});
