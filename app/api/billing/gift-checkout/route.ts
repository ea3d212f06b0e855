import { giftCheckoutPost } from "@/lib/api/billing-routes";

export const dynamic = "force-dynamic";

// POST /api/billing/gift-checkout {buyerEmail, recipientEmail?}: a one-time payment for a year of Vantage.
export function POST(request: Request): Promise<Response> {
  return giftCheckoutPost(request);
}
