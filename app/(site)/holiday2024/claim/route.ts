import { billingConfig } from "@/lib/accounts/billing-config";
import { COUPON_COOKIE, COUPON_COOKIE_MAX_AGE, HOLIDAY_CODE, HOLIDAY_FLAG } from "@/lib/billing/promo-codes";

export const dynamic = "force-dynamic";

// GET /holiday2024/claim: while the holiday2024 flag is on, the sale's code goes into the coupon cookie
// (604800 s, spec §9) and the reader goes to the plans; when it is off, straight back to /holiday2024.
export function GET(request: Request): Response {
  const on = billingConfig().flags.has(HOLIDAY_FLAG);
  const headers = new Headers({ location: on ? "/subscribe" : "/holiday2024", "cache-control": "no-store" });
  if (on) {
    const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
    headers.append("set-cookie", `${COUPON_COOKIE}=${HOLIDAY_CODE}; Max-Age=${COUPON_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`);
  }
  return new Response(null, { status: 303, headers });
}
