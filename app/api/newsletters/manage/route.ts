import { z } from "zod";
import { accountRoute } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { readFormOrJson, seeOther } from "@/lib/api/form-or-json";
import { identifierSchema, limitPublicEmail, tokenSchema, UNKNOWN_TOKEN } from "@/lib/api/public-email";
import { siteUrl } from "@/lib/api/site-url";
import { kickMailLoop } from "@/lib/mail/mail-loop";
import { sendFirstIssue } from "@/lib/mail/newsletter-send";
import { addressOfToken } from "@/lib/mail/public-email";
import { mayReceive, newsletterByIdentifier } from "@/lib/newsletters/catalogue";
import { setSubscription } from "@/lib/queries/email-subscriptions";
import { findUserByEmail } from "@/lib/queries/users";

export const dynamic = "force-dynamic";

const bodySchema = z.object({
  token: tokenSchema,
  emailIdentifier: z.union([identifierSchema, z.array(identifierSchema)]).transform((value) => (Array.isArray(value) ? value : value.split(","))),
  subscribed: z.enum(["1", "0"]),
});

// POST /api/newsletters/manage {token, emailIdentifier, subscribed: "1" | "0"}: the buttons of
// /newsletters/manage (the page a mailed link opens). Back to the page with ?done= or ?error=.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "none" }, async ({ db, now }) => {
    await limitPublicEmail(request);
    const { data, isForm } = await readFormOrJson(request, bodySchema);
    const address = await addressOfToken(db, data.token, now);
    const back = (query: Record<string, string>) => seeOther(`/newsletters/manage?${new URLSearchParams({ token: data.token, ...query })}`);
    if (!address) {
      if (isForm) return back({ error: UNKNOWN_TOKEN });
      throw new AppError("unauthorized", "Unauthorized");
    }
    const account = await findUserByEmail(db, address.email);
    const titles: string[] = [];
    for (const identifier of data.emailIdentifier) {
      const newsletter = newsletterByIdentifier(identifier);
      if (!newsletter) throw new AppError("bad_request", `emailIdentifier: unknown newsletter ${identifier}`);
      if (data.subscribed === "1" && !mayReceive(newsletter, account?.subscriptionStatus)) {
        const message = `${newsletter.title} comes with a subscription.`;
        if (isForm) return back({ error: message });
        throw new AppError("forbidden", message);
      }
      await setSubscription(db, { email: address.email, emailHash: address.emailHash, emailIdentifier: identifier, subscribed: data.subscribed === "1", source: "link", now });
      if (data.subscribed === "1") await sendFirstIssue(db, { slug: newsletter.slug, email: address.email, siteUrl: siteUrl(request), now });
      titles.push(newsletter.title);
    }
    kickMailLoop();
    const message = `${data.subscribed === "1" ? "Subscribed to" : "Unsubscribed from"} ${titles.join(" and ")}.`;
    return isForm ? back({ done: message }) : Response.json({ message });
  });
}
