import { billingConfig } from "@/lib/accounts/billing-config";
import { GIFT_CODE_REFUSED, redeemGift } from "@/lib/accounts/gifts";
import { CheckoutError, startGiftCheckout, startPlanCheckout, startPortal } from "@/lib/accounts/checkout";
import { captchaConfig, verifyCaptcha } from "@/lib/accounts/captcha";
import { parseCookieHeader } from "@/lib/auth/cookie-header";
import { parseCouponCookie, COUPON_COOKIE } from "@/lib/billing/promo-codes";
import { getEnv } from "@/lib/env";
import { accountRoute } from "./account-route";
import { clientIp } from "./client-ip";
import { AppError } from "./errors";
import { readBodyText, readFormBody } from "./request-body";

// The form posts of /checkout/, /checkout/gift-vantage and /account (issue 21). They answer like a page
// would: 303 to Stripe's page on success, 303 back to the form with ?error=<code> otherwise (the form
// shows CHECKOUT_ERRORS[code]), and 303 to sign-in first when a plan is bought signed out.

const redirect = (location: string) => new Response(null, { status: 303, headers: { location } });

function parseJsonOr(text: string, fallback: Record<string, unknown>): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : fallback;
  } catch {
    return fallback;
  }
}

/** A body that is no form reads as an empty one; a body over the limit stays a 413. */
function rethrowTooLarge<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if (error instanceof AppError && error.code === "payload_too_large") throw error;
    return fallback;
  };
}

async function formField(request: Request, name: string): Promise<string> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const body = parseJsonOr(await readBodyText(request), {});
    return typeof body[name] === "string" ? (body[name] as string).trim() : "";
  }
  const form = await readFormBody(request).catch(rethrowTooLarge(null));
  const value = form?.get(name);
  return typeof value === "string" ? value.trim() : "";
}

async function formFields<N extends string>(request: Request, names: readonly N[]): Promise<Record<N, string>> {
  const type = request.headers.get("content-type") ?? "";
  const source: Record<string, unknown> = type.includes("application/json")
    ? parseJsonOr(await readBodyText(request), {})
    : Object.fromEntries((await readFormBody(request).catch(rethrowTooLarge(new FormData()))).entries());
  return Object.fromEntries(names.map((name) => [name, typeof source[name] === "string" ? (source[name] as string).trim() : ""])) as Record<N, string>;
}

function siteOrigin(request: Request): string {
  return getEnv().PUBLIC_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
}

/** The captcha token the form carried, checked when the site has a captcha (CAPTCHA_SITE_KEY and CAPTCHA_SECRET). */
async function requireCaptcha(request: Request, token: string, action: string): Promise<void> {
  const verdict = await verifyCaptcha(captchaConfig(), { token, action, ip: clientIp(request.headers) });
  if (verdict !== "passed" && verdict !== "not_required") throw new CheckoutError("captcha_failed");
}

const coupon = (request: Request) => parseCouponCookie(parseCookieHeader(request.headers.get("cookie")).get(COUPON_COOKIE));

export function checkoutPost(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "optional" }, async ({ session }) => {
    const { plan, captchaToken } = await formFields(request, ["plan", "captchaToken"]);
    const back = `/checkout/?plan=${encodeURIComponent(plan)}`;
    if (!session) return redirect(`/login?redirectUri=${encodeURIComponent(back)}`);
    try {
      await requireCaptcha(request, captchaToken, "checkout");
      return redirect(await startPlanCheckout(billingConfig(), { user: session.user, plan, coupon: coupon(request), origin: siteOrigin(request) }));
    } catch (error) {
      if (error instanceof CheckoutError) return redirect(`${back}&error=${error.reason}`);
      throw error;
    }
  });
}

export function giftCheckoutPost(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "optional" }, async ({ session }) => {
    const fields = await formFields(request, ["buyerEmail", "recipientEmail", "captchaToken"]);
    const buyerEmail = fields.buyerEmail || session?.user.email || "";
    try {
      await requireCaptcha(request, fields.captchaToken, "gift_checkout");
      const url = await startGiftCheckout(billingConfig(), { buyerEmail, recipientEmail: fields.recipientEmail || null, coupon: coupon(request), origin: siteOrigin(request) });
      return redirect(url);
    } catch (error) {
      if (error instanceof CheckoutError) return redirect(`/checkout/gift-vantage?error=${error.reason}`);
      throw error;
    }
  });
}

export function portalPost(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ session }) => {
    try {
      return redirect(await startPortal(billingConfig(), { user: session.user, origin: siteOrigin(request) }));
    } catch (error) {
      if (error instanceof CheckoutError) return redirect(`/account?error=${error.reason}`);
      throw error;
    }
  });
}

export function redeemPost(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "optional" }, async ({ db, session, now }) => {
    if (!session) return redirect(`/login?redirectUri=${encodeURIComponent("/gift/redeem")}`);
    const code = await formField(request, "code");
    try {
      await redeemGift(db, session.user, code, now);
      return redirect("/account?gift=redeemed");
    } catch (error) {
      if (error instanceof AppError && error.message === GIFT_CODE_REFUSED) return redirect("/gift/redeem?error=refused");
      throw error;
    }
  });
}
