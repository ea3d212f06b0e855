import { z } from "zod";
import { AppError, errorResponse } from "@/lib/api/errors";
import { identifierSchema, limitPublicEmail, tokenSchema, UNKNOWN_TOKEN } from "@/lib/api/public-email";
import { seeOther } from "@/lib/api/form-or-json";
import { readQuery } from "@/lib/api/request-input";
import { readBodyText } from "@/lib/api/request-body";
import { getDb } from "@/lib/db";
import { log } from "@/lib/log";
import { addressOfToken } from "@/lib/mail/public-email";
import { newsletterByIdentifier } from "@/lib/newsletters/catalogue";
import { setSubscription } from "@/lib/queries/email-subscriptions";

export const dynamic = "force-dynamic";

// POST /api/newsletters/unsubscribe?token=&emailIdentifier= — the List-Unsubscribe address of every
// newsletter (RFC 8058 one-click: the mail provider POSTs "List-Unsubscribe=One-Click" without cookies,
// from its own servers, so there is no origin check: the token is the credential). It unsubscribes that
// one newsletter. The unsubscribe page posts here as a form and is sent back to the page (303).
export async function POST(request: Request): Promise<Response> {
  try {
    await limitPublicEmail(request);
    const query = readQuery(request, z.object({ token: tokenSchema, emailIdentifier: identifierSchema }));
    // The page's form says so ("from=page"); a mail provider's one-click POST carries "List-Unsubscribe=One-Click".
    const isForm = new URLSearchParams(await readBodyText(request)).get("from") === "page";
    const db = await getDb();
    const now = new Date();
    const address = await addressOfToken(db, query.token, now);
    const newsletter = newsletterByIdentifier(query.emailIdentifier);
    if (!address || !newsletter) {
      if (isForm) return seeOther(`/newsletters/unsubscribe?${new URLSearchParams({ ...query, error: UNKNOWN_TOKEN })}`);
      return errorResponse(new AppError("not_found", UNKNOWN_TOKEN));
    }
    await setSubscription(db, { email: address.email, emailHash: address.emailHash, emailIdentifier: query.emailIdentifier, subscribed: false, source: "unsubscribe", now });
    if (isForm) return seeOther(`/newsletters/unsubscribe?${new URLSearchParams({ ...query, done: "1" })}`);
    return Response.json({ unsubscribed: query.emailIdentifier });
  } catch (error) {
    if (!(error instanceof AppError)) log.error("unsubscribe failed", { error });
    return errorResponse(error);
  }
}
