import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, chromiumEnvFor, findChromium, npmChromiumFolder } from "./find-chromium";

// The fallback browser of a machine with only Node (issue 24). CI has Debian's chromium, so without
// this test the npm Chromium would never run there and could rot unnoticed; .ci/run also runs one
// end-to-end spec with it.

const PAGE = `<!doctype html><title>Fallback</title><h1>Every side of the story</h1><button type="button">Follow</button>`;
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("findChromium", () => {
  it("takes CHROMIUM_PATH first when it names a file", () => {
    const found = findChromium({ CHROMIUM_PATH: process.execPath });
    expect(found).toEqual({ executablePath: process.execPath, source: "CHROMIUM_PATH", env: {} });
  });

  it.runIf(fs.existsSync("/usr/bin/chromium"))("takes Debian's chromium before the npm one", () => {
    expect(findChromium({})).toMatchObject({ executablePath: "/usr/bin/chromium", source: "debian", env: {} });
  });

  it(
    "with CHROMIUM_SOURCE=npm unpacks the npm Chromium, which loads pages in two contexts with the suite's flags",
    async () => {
      const found = findChromium({ CHROMIUM_SOURCE: "npm", CHROMIUM_PATH: "/usr/bin/chromium" });
      expect(found?.source).toBe("npm");
      const executablePath = found!.executablePath;
      expect(path.dirname(executablePath)).toBe(npmChromiumFolder(path.basename(path.dirname(executablePath))));
      expect(fs.statSync(executablePath).mode & 0o111).not.toBe(0);
      // Its own NSS libraries come first, so a machine without a browser package can run it.
      expect(found!.env.LD_LIBRARY_PATH?.split(":")[0]).toBe(path.join(path.dirname(executablePath), "al2023", "lib"));
      expect(fs.existsSync(path.join(path.dirname(executablePath), "al2023", "lib", "libnss3.so"))).toBe(true);
      expect(chromiumEnvFor(executablePath)).toEqual(found!.env);

      const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, env: { ...process.env, ...found!.env } as Record<string, string> });
      try {
        // Two contexts: the package's default --single-process made the second one fail (TOOLCHAIN.md).
        for (const _ of [1, 2]) {
          const context = await browser.newContext();
          const page = await context.newPage();
          await page.goto(url);
          expect(await page.title()).toBe("Fallback");
          await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Every side of the story");
          // Text is laid out with real fonts (an empty box would make Playwright call it invisible).
          const box = await page.getByRole("button", { name: "Follow" }).boundingBox();
          expect(box?.width).toBeGreaterThan(10);
          await context.close();
        }
      } finally {
        await browser.close();
      }
    },
    180_000,
  );

  it("gives a system browser no extra environment", () => {
    expect(chromiumEnvFor("/usr/bin/chromium")).toEqual({});
  });
});
