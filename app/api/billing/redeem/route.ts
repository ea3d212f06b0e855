import { redeemPost } from "@/lib/api/billing-routes";

export const dynamic = "force-dynamic";

// POST /api/billing/redeem {code}: applies a gift code to the signed-in account, once.
export function POST(request: Request): Promise<Response> {
  return redeemPost(request);
}
