// Where the e2e server's stand-in for Stripe's API listens and the webhook secret it is configured with
// (issue 21): shared by playwright.config.ts (the server's environment), the specs and e2e/stripe-webhook.ts.
export const E2E_STRIPE_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
export const E2E_WEBHOOK_SECRET = "whsec_e2e_openground";
