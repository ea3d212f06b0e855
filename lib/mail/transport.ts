import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

// Where drained mail goes (issue 20): an SMTP server through nodemailer when SMTP_URL is set, otherwise
// .eml files in an outbox folder, so the two-command set-up works and an operator can read what would
// have been sent (`npm run mail -- outbox`).

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** Stable per outbox row, so a message re-sent after a crash is recognisably the same one. */
  messageId: string;
}

export interface MailTransport {
  /** "smtp://host:port" or "files:/path": for logs. */
  readonly describe: string;
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/** An SMTP transport with a small connection pool (several messages in flight per worker). */
export function smtpTransport(url: string, options: { maxConnections?: number } = {}): MailTransport {
  const parsed = new URL(url);
  const transporter = nodemailer.createTransport({
    host: parsed.hostname,
    port: Number(parsed.port || (parsed.protocol === "smtps:" ? 465 : 587)),
    secure: parsed.protocol === "smtps:",
    auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
    pool: true,
    maxConnections: options.maxConnections ?? 4,
    maxMessages: Infinity,
    // A local test or relay server without a certificate: STARTTLS only when the server offers it.
    ignoreTLS: parsed.searchParams.get("tls") === "off",
    tls: { rejectUnauthorized: parsed.searchParams.get("tls") !== "insecure" },
  });
  return {
    describe: `${parsed.protocol}//${parsed.hostname}:${parsed.port}`,
    async send(mail) {
      // base64 parts: nodemailer's quoted-printable encoder was the largest CPU cost per message in the
      // bench (bench/newsletter-send.ts); base64 is native and every mail client decodes it.
      const info = await transporter.sendMail({ ...mail, headers: mail.headers, textEncoding: "base64" });
      return { messageId: info.messageId ?? mail.messageId };
    },
    close: () => transporter.close(),
  };
}

/** Writes each message as an .eml file (RFC 5322, as an SMTP server would receive it) into `dir`. */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    describe: `files:${path.resolve(dir)}`,
    async send(mail) {
      const info = await transporter.sendMail({ ...mail, headers: mail.headers });
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.messageId.replace(/[^A-Za-z0-9.-]+/g, "_")}.eml`;
      await fs.writeFile(path.join(dir, name), info.message as Buffer);
      return { messageId: mail.messageId };
    },
    close: () => transporter.close(),
  };
}

/** The transport the environment asks for. */
export function transportFromEnv(env: { SMTP_URL?: string; OUTBOX_DIR?: string; DATA_DIR: string }): MailTransport {
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL) : fileTransport(env.OUTBOX_DIR ?? path.join(env.DATA_DIR, "outbox"));
}
