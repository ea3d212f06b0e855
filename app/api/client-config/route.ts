import { billingConfig, paymentsConfigured } from "@/lib/accounts/billing-config";
import { HOLIDAY_FLAG } from "@/lib/billing/promo-codes";
import { getEnv } from "@/lib/env";
import { CLIENT_CONFIG_MAX_AGE, type ClientConfig } from "@/lib/client/client-config";

export const dynamic = "force-dynamic";

// GET /api/client-config (issue 19): the analytics, monitoring and feature-flag settings the browser's
// client platform loads after first paint. Read at run time, so an operator changes them without a
// rebuild; cached by the browser for five minutes.
export function GET(): Response {
  const env = getEnv();
  const config: ClientConfig = {
    amplitudeApiKey: env.NEXT_PUBLIC_AMPLITUDE_API_KEY,
    amplitudeServerUrl: env.AMPLITUDE_SERVER_URL,
    sentryDsn: env.SENTRY_DSN,
    growthbookApiHost: env.GROWTHBOOK_API_HOST,
    growthbookClientKey: env.GROWTHBOOK_CLIENT_KEY,
    staffEmailSuffix: env.STAFF_EMAIL_SUFFIX,
  };
  const billing = billingConfig();
  if (paymentsConfigured(billing)) {
    // The sale promo popup (issue 22) offers the campaign that is on: the holiday sale of spec §9.
    const sale = billing.flags.has(HOLIDAY_FLAG) ? { pr: HOLIDAY_FLAG, version: HOLIDAY_FLAG, href: "/holiday2024", headline: "Holiday sale: 50% off Vantage" } : null;
    config.offers = { trialDays: billing.trialDays, sale };
  }
  if (env.APP_STORE_URL || env.PLAY_STORE_URL) config.appLinks = { ios: env.APP_STORE_URL, android: env.PLAY_STORE_URL };
  return Response.json(config, { headers: { "cache-control": `private, max-age=${CLIENT_CONFIG_MAX_AGE}` } });
}
