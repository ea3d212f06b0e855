import { portalPost } from "@/lib/api/billing-routes";

export const dynamic = "force-dynamic";

// POST /api/billing/portal: Stripe's customer portal (card changes, cancellation) for the signed-in reader.
export function POST(request: Request): Promise<Response> {
  return portalPost(request);
}
