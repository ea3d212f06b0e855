import { billingConfig } from "@/lib/accounts/billing-config";
import { handleStripeWebhook } from "@/lib/accounts/stripe-webhook";
import { errorResponse } from "@/lib/api/errors";
import { readBodyText } from "@/lib/api/request-body";
import { siteUrl } from "@/lib/api/site-url";
import { getDb } from "@/lib/db";
import { kickMailLoop } from "@/lib/mail/mail-loop";

export const dynamic = "force-dynamic";

// POST /api/stripe/webhook: Stripe's events (lib/accounts/stripe-webhook.ts). The body is read as text:
// the signature covers the exact bytes.
export async function POST(request: Request): Promise<Response> {
  try {
    const result = await handleStripeWebhook(await getDb(), {
      payload: await readBodyText(request),
      signature: request.headers.get("stripe-signature"),
      config: billingConfig(),
      now: new Date(),
      siteUrl: siteUrl(request),
    });
    if (result.body.outcome === "gift_created") kickMailLoop(); // the gift code mails (issue 20's outbox)
    return Response.json(result.body, { status: result.status });
  } catch (error) {
    return errorResponse(error);
  }
}
