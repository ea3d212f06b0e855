import fs from "node:fs";

// Debian's chromium, a path in CHROMIUM_PATH, or a browser Playwright installed (TOOLCHAIN.md: the
// machine cannot download Playwright's own browsers, so Debian's package is the usual one).
export async function findChromium(): Promise<string | undefined> {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate;
  try {
    const { chromium } = await import("@playwright/test");
    const installed = chromium.executablePath();
    if (installed && fs.existsSync(installed)) return installed;
  } catch {
    // Playwright not installed or no browser of its own: fall through to the advice.
  }
  return undefined;
}

export const CHROMIUM_ADVICE =
  "No chromium found for the end-to-end tests. Install Debian's package (`sudo apt-get install -y chromium`), " +
  "or set CHROMIUM_PATH to a Chromium/Chrome binary, or run `npx playwright install chromium` where downloads are possible.";
