import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll } from "vitest";
import { smtpTransport, type MailTransport } from "@/lib/mail/transport";

// A real SMTP server in the test process (issue 20): mail goes out through nodemailer over TCP and is
// read back with mailparser, so a test sees what a reader's mail client would.

export interface ReceivedMail {
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Refuse RCPT TO for these addresses (a bouncing recipient). */
  refuse: Set<string>;
  /** Resolves once `count` messages have arrived in total. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) return callback(new Error("550 mailbox unavailable"));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw).then(
          (parsed) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((to) => to.address), raw, parsed });
            for (const wake of waiters.splice(0)) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}?tls=off`,
    port,
    received,
    refuse,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A real SMTP server and a transport sending to it, for one test file: call it in beforeAll; both are
 * closed after the file (as test/db.ts drops its database).
 */
export async function startTestMail(): Promise<{ smtp: TestSmtpServer; transport: MailTransport }> {
  const smtp = await startSmtpServer();
  const transport = smtpTransport(smtp.url);
  afterAll(async () => {
    transport.close();
    await smtp.close();
  });
  return { smtp, transport };
}
