// The server Playwright starts: a production build (built by scripts/start.ts when not current) on a
// fresh embedded database in a temporary folder, removed when the server stops.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "openground-e2e-"));
const tsx = path.join(root, "node_modules", ".bin", "tsx");

// The journeys need news: our own hand-written seed feeds (e2e/fixtures/feeds, no copies of real
// feeds) are ingested and clustered by the real engine into the fresh database before the server opens it.
const feedsDir = path.join(root, "e2e", "fixtures", "feeds");
if (fs.existsSync(feedsDir)) {
  const seeded = spawnSync(tsx, [path.join(root, "scripts", "ingest.ts"), "--dir", feedsDir], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (seeded.status !== 0) {
    console.error("Seeding the end-to-end database failed");
    process.exit(1);
  }
}

// The seed feeds' shared wire photo of the Senate story (issue 25) lives on this machine, so the journeys
// see a story image fetched, resized and served from our own origin; the seeds' other image addresses
// cannot be reached, and show the placeholder. A second e2e run on the machine serves the same bytes.
const IMAGE_PORT = 3197;
const photo = await sharp({
  create: { width: 1200, height: 675, channels: 3, background: { r: 38, g: 99, b: 160 } },
})
  .composite([{ input: Buffer.from('<svg width="1200" height="675"><circle cx="600" cy="338" r="220" fill="#f2c14e"/></svg>'), top: 0, left: 0 }])
  .jpeg()
  .toBuffer();
const images = http.createServer((request, response) => {
  if (request.url === "/wire/senate-vote.jpg") response.writeHead(200, { "Content-Type": "image/jpeg" }).end(photo);
  else response.writeHead(404).end();
});
images.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EADDRINUSE") console.error(`The e2e image server failed: ${error.message}`);
});
images.listen(IMAGE_PORT, "127.0.0.1");
// Mail (issue 20): a real SMTP server in this process receives what the site sends and keeps each message
// as an .eml file in E2E_MAIL_DIR, where the journeys read them (e2e/mailbox.ts).
const mailDir = process.env.E2E_MAIL_DIR;
let smtpUrl: string | undefined;
if (mailDir) {
  fs.rmSync(mailDir, { recursive: true, force: true });
  fs.mkdirSync(mailDir, { recursive: true });
  const { SMTPServer } = await import("smtp-server");
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        fs.writeFileSync(path.join(mailDir, `${String(count).padStart(5, "0")}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}?tls=off`;
}
// Payments (issue 21): a local stand-in for Stripe's API (test/stripe-stand-in.ts), which the server's
// Stripe SDK reaches through STRIPE_API_URL; e2e/billing.spec.ts reads the sessions it was sent.
if (process.env.E2E_STRIPE_PORT) {
  const { startStripeStandIn } = await import("../test/stripe-stand-in");
  await startStripeStandIn(Number(process.env.E2E_STRIPE_PORT));
}

const server = spawn(tsx, [path.join(root, "scripts", "start.ts")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir, ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}) },
});
const cleanUp = () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (mailDir) fs.rmSync(mailDir, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  images.close();
  cleanUp();
  process.exit(code ?? 0);
});
