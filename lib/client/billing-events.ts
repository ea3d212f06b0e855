// The checkout's analytics events (spec §7: Subscribe-Enter, Checkout-Enter, Subscription-Success,
// Google-Captcha-Start, Google-Captcha-Result).
// LOOSE END FOR THE MERGE: issue 19's `track(event, props)` (lib/client, the client branch) is the real
// sender; until the lead points `trackBillingEvent` at it, each event is announced as a DOM event
// ("openground:track") and kept on window.__opengroundEvents, where a page test can read it.

export type BillingEvent = "Subscribe-Enter" | "Checkout-Enter" | "Subscription-Success" | "Google-Captcha-Start" | "Google-Captcha-Result";

declare global {
  interface Window {
    __opengroundEvents?: { event: string; props: Record<string, unknown> }[];
  }
}

export function trackBillingEvent(event: BillingEvent, props: Record<string, unknown> = {}): void {
  if (typeof window === "undefined") return;
  (window.__opengroundEvents ??= []).push({ event, props });
  window.dispatchEvent(new CustomEvent("openground:track", { detail: { event, props } }));
}
