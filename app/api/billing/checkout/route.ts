import { checkoutPost } from "@/lib/api/billing-routes";

export const dynamic = "force-dynamic";

// POST /api/billing/checkout {plan}: a Stripe Checkout Session for the plan, answered with 303 to Stripe.
export function POST(request: Request): Promise<Response> {
  return checkoutPost(request);
}
