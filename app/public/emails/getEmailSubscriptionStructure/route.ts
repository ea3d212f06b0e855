import { z } from "zod";
import { accountRoute } from "@/lib/api/account-route";
import { badToken, limitPublicEmail, tokenSchema } from "@/lib/api/public-email";
import { readQuery } from "@/lib/api/request-input";
import { addressOfToken, subscriptionStructure } from "@/lib/mail/public-email";

export const dynamic = "force-dynamic";

// GET /public/emails/getEmailSubscriptionStructure?token= → {newsletters: [the §3 fields + isSubscribed, available]}.
export async function GET(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "none" }, async ({ db, now }) => {
    await limitPublicEmail(request);
    const query = readQuery(request, z.object({ token: tokenSchema }));
    const address = await addressOfToken(db, query.token, now);
    if (!address) throw badToken("GET");
    return Response.json(await subscriptionStructure(db, address), { headers: { "cache-control": "no-store" } });
  });
}
