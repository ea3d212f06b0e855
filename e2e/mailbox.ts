import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";

// The mail the site under test sent, as received by the real SMTP server of scripts/e2e-server.ts
// (one .eml file per message in E2E_MAIL_DIR, which playwright.config.ts derives from the port).

export function mailDir(baseURL: string | undefined): string {
  return path.join(os.tmpdir(), `openground-e2e-mail-${new URL(baseURL!).port}`);
}

export interface Mail {
  raw: string;
  parsed: ParsedMail;
}

async function read(dir: string): Promise<Mail[]> {
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((name) => name.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (name) => {
      const raw = fs.readFileSync(path.join(dir, name), "utf8");
      return { raw, parsed: await simpleParser(raw) };
    }),
  );
}

/** Waits until a message to `to` matching `subject` arrives, and answers it. */
export async function waitForMail(baseURL: string | undefined, to: string, subject: RegExp, timeoutMs = 30_000): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await read(mailDir(baseURL));
        found = mails.find((mail) => {
          const recipients = [mail.parsed.to].flat().flatMap((address) => address?.value.map((entry) => entry.address?.toLowerCase()) ?? []);
          return recipients.includes(to.toLowerCase()) && subject.test(mail.parsed.subject ?? "");
        });
        return Boolean(found);
      },
      { timeout: timeoutMs, message: `a mail to ${to} with subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The first link of a mail's text part to `path` on the site under test. */
export function linkTo(mail: Mail, pathPrefix: string): string {
  const link = (mail.parsed.text ?? "").match(/https?:\/\/[^\s\]>)]+/g)?.find((url) => new URL(url).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`no ${pathPrefix} link in: ${mail.parsed.text}`);
  return link;
}
