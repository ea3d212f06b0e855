import { z } from "zod";
import { accountRoute } from "@/lib/api/account-route";
import { badToken, identifierSchema, limitPublicEmail, tokenSchema } from "@/lib/api/public-email";
import { parseInput, positiveIdSchema, readJson, readJsonBody, readQuery } from "@/lib/api/request-input";
import { addressOfToken, createSubscriptionsFor, updateSubscriptionsFor } from "@/lib/mail/public-email";
import { listSubscriptions } from "@/lib/queries/email-subscriptions";

export const dynamic = "force-dynamic";

// GET /public/email-subscription?token=&emailIdentifier= → [{id, emailIdentifier, isSubscribed}] (spec §7).
export async function GET(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "none" }, async ({ db, now }) => {
    await limitPublicEmail(request);
    const query = readQuery(request, z.object({ token: tokenSchema, emailIdentifier: identifierSchema.optional() }));
    const address = await addressOfToken(db, query.token, now);
    if (!address) throw badToken("GET");
    const rows = await listSubscriptions(db, address.emailHash, query.emailIdentifier);
    return Response.json(
      rows.map((row) => ({ id: row.id, emailIdentifier: row.emailIdentifier, isSubscribed: row.isSubscribed })),
      { headers: { "cache-control": "no-store" } },
    );
  });
}

const updatesSchema = z
  .array(z.object({ id: positiveIdSchema, isSubscribed: z.boolean(), userUnsubscribed: z.boolean() }))
  .max(50, "at most 50 updates at once");

// PATCH /public/email-subscription?token= with [{id, isSubscribed, userUnsubscribed}] → {errors: [{id}]}.
export async function PATCH(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "none" }, async ({ db, now }) => {
    await limitPublicEmail(request);
    const query = readQuery(request, z.object({ token: tokenSchema }));
    const updates = parseInput(updatesSchema, await readJson(request));
    const address = await addressOfToken(db, query.token, now);
    if (!address) throw badToken("PATCH");
    return Response.json(await updateSubscriptionsFor(db, address, updates, now));
  });
}

const createSchema = z.object({
  token: tokenSchema,
  subscriptions: z.array(z.object({ emailIdentifier: identifierSchema, isSubscribed: z.boolean() })).max(20, "at most 20 subscriptions at once"),
});

// POST /public/email-subscription {subscriptions: [{emailIdentifier, isSubscribed}], token} → {errors: [{emailIdentifier}]}.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "none" }, async ({ db, now }) => {
    await limitPublicEmail(request);
    const body = await readJsonBody(request, createSchema);
    const address = await addressOfToken(db, body.token, now);
    if (!address) throw badToken("POST");
    return Response.json(await createSubscriptionsFor(db, address, body.subscriptions, now));
  });
}
