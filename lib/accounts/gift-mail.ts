import type { Database } from "@/lib/db";
import { giftCodeMail } from "@/lib/mail/templates/account";
import { enqueueMail } from "@/lib/queries/email-outbox";

// The gift code's e-mail (issue 21 "the code is mailed to the buyer and, when given, the recipient"),
// queued in the mail outbox (issue 20) in the same transaction that stores the code, so a code is never
// stored without its mail nor mailed twice (one dedupe key per code and role). The gift page also shows
// the buyer the code once after payment.

export interface GiftMail {
  to: string;
  role: "buyer" | "recipient";
  code: string;
  buyerEmail: string;
  months: number;
}

export function giftMails(gift: { code: string; buyerEmail: string; recipientEmail: string | null; months: number }): GiftMail[] {
  const mails: GiftMail[] = [{ to: gift.buyerEmail, role: "buyer", code: gift.code, buyerEmail: gift.buyerEmail, months: gift.months }];
  if (gift.recipientEmail && gift.recipientEmail.toLowerCase() !== gift.buyerEmail.toLowerCase()) {
    mails.push({ to: gift.recipientEmail, role: "recipient", code: gift.code, buyerEmail: gift.buyerEmail, months: gift.months });
  }
  return mails;
}

/** Queues the gift code mails; the outbox worker sends them. */
export async function queueGiftCodeMail(
  db: Database,
  gift: { code: string; buyerEmail: string; recipientEmail: string | null; months: number },
  params: { siteUrl: string; now: Date },
): Promise<void> {
  const messages = await Promise.all(
    giftMails(gift).map(async (mail) => {
      const rendered = await giftCodeMail({ siteUrl: params.siteUrl, role: mail.role, code: mail.code, buyerEmail: mail.buyerEmail, months: mail.months });
      return { kind: "gift", dedupeKey: `gift:${mail.code}:${mail.role}`, to: mail.to, subject: rendered.subject, html: rendered.html, text: rendered.text };
    }),
  );
  await enqueueMail(db, messages, params.now);
}
