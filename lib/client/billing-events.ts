import { track } from "./analytics";

// The checkout's analytics events (spec §7: Subscribe-Enter, Checkout-Enter, Subscription-Success,
// Google-Captcha-Start, Google-Captcha-Result), sent through the client platform's one `track` (issue 19):
// queued until consent is decided, dropped when analytics may not run.

export type BillingEvent = "Subscribe-Enter" | "Checkout-Enter" | "Subscription-Success" | "Google-Captcha-Start" | "Google-Captcha-Result";

export function trackBillingEvent(event: BillingEvent, props: Record<string, unknown> = {}): void {
  track(event, props);
}
