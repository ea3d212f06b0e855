import Stripe from "stripe";
import type { BillingConfig } from "./billing-config";

// The one place the Stripe SDK is constructed. No retries and no telemetry: a failed call is an error
// the reader sees at once, and nothing else leaves the server.
export function stripeClient(config: BillingConfig): Stripe {
  if (!config.secretKey) throw new Error("STRIPE_SECRET_KEY is not set");
  const options: Stripe.StripeConfig = { maxNetworkRetries: 0, telemetry: false };
  if (config.apiUrl) {
    const url = new URL(config.apiUrl);
    options.host = url.hostname;
    options.port = url.port || (url.protocol === "http:" ? 80 : 443);
    options.protocol = url.protocol === "http:" ? "http" : "https";
  }
  return new Stripe(config.secretKey, options);
}
