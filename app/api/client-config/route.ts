import { billingConfig, paymentsConfigured } from "@/lib/accounts/billing-config";
import { getEnv } from "@/lib/env";
import { CLIENT_CONFIG_MAX_AGE, type ClientConfig } from "@/lib/client/client-config";

export const dynamic = "force-dynamic";

// GET /api/client-config (issue 19): the analytics, monitoring and feature-flag settings the browser's
// client platform loads after first paint. Read at run time, so an operator changes them without a
// rebuild; cached by the browser for five minutes.
export function GET(): Response {
  const env = getEnv();
  const billing = billingConfig();
  const config: ClientConfig = {
    amplitudeApiKey: env.NEXT_PUBLIC_AMPLITUDE_API_KEY,
    amplitudeServerUrl: env.AMPLITUDE_SERVER_URL,
    sentryDsn: env.SENTRY_DSN,
    growthbookApiHost: env.GROWTHBOOK_API_HOST,
    growthbookClientKey: env.GROWTHBOOK_CLIENT_KEY,
    staffEmailSuffix: env.STAFF_EMAIL_SUFFIX,
    ...(paymentsConfigured(billing) && billing.trialDays > 0 ? { trialDays: billing.trialDays } : {}),
  };
  return Response.json(config, { headers: { "cache-control": `private, max-age=${CLIENT_CONFIG_MAX_AGE}` } });
}
