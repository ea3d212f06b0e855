import { log } from "@/lib/log";

// The gift code's e-mail (issue 21 "the code is mailed to the buyer and, when given, the recipient").
// LOOSE END FOR THE MERGE: mail delivery belongs to issue 20 (the email branch's outbox). Until the lead
// wires this function to that branch's enqueue API, it logs the message it would send (without the code
// itself, which is a bearer secret) and the gift page shows the buyer the code once after payment.

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

/** Sends (today: records) the gift code mails. Wire to the email outbox's enqueue at merge. */
export async function sendGiftCodeMail(gift: { code: string; buyerEmail: string; recipientEmail: string | null; months: number }): Promise<void> {
  for (const mail of giftMails(gift)) log.info("gift code mail waiting for the mail outbox (issue 20)", { to: mail.to, role: mail.role, months: mail.months });
}
