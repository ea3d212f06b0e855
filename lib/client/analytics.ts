// The product's analytics entry point (issue 19): `track(event, props)` for every client component.
//
// Nothing is sent anywhere until the client platform decides what may run (consent, configuration, not
// a bot) and calls startAnalytics with the destinations (Amplitude, lazily loaded). Until then events
// wait in a short queue; stopAnalytics (no consent, a bot, no key) drops them and every later event.
// Safe to call anywhere: on the server, and before or without any analytics, it does nothing visible.

/** Spec §7 "Analytics event names the product emits". */
export type AnalyticsEvent =
  | `Header-${string}`
  | `EvRoom-${string}`
  | `Onboarding-${string}`
  | "Subscribe-Enter"
  | "Checkout-Enter"
  | "Subscription-Success"
  | "Interest-Follow"
  | "Interest-Unfollow"
  | "Experiment-Viewed"
  | "GAI-Reaction"
  | "Google-Captcha-Start"
  | "Google-Captcha-Result"
  | "Paypal-Cancel-Transaction"
  | "Checkout-Express-Success"
  | "Home-TimelineAd-Click";

export type AnalyticsProps = Record<string, unknown>;

/** One analytics destination (Amplitude's track, a test page's recorder). */
export type AnalyticsSink = (event: AnalyticsEvent, props: AnalyticsProps) => void;

/** Events kept while the platform decides; older ones are dropped first. */
export const MAX_PENDING_EVENTS = 100;

type Status = "waiting" | "on" | "off";
let status: Status = "waiting";
let sinks: AnalyticsSink[] = [];
let pending: { event: AnalyticsEvent; props: AnalyticsProps }[] = [];

function deliver(event: AnalyticsEvent, props: AnalyticsProps): void {
  for (const sink of sinks) {
    try {
      sink(event, props);
    } catch (error) {
      console.error("Analytics destination failed", { event, error });
    }
  }
}

/** Records an analytics event (spec §7 names). Never throws. */
export function track(event: AnalyticsEvent, props: AnalyticsProps = {}): void {
  if (typeof window === "undefined" || status === "off") return;
  if (status === "waiting") {
    pending.push({ event, props });
    if (pending.length > MAX_PENDING_EVENTS) pending.shift();
    return;
  }
  deliver(event, props);
}

/** Analytics may run: the queued events and every later one go to these destinations. */
export function startAnalytics(destinations: AnalyticsSink[]): void {
  sinks = destinations;
  status = "on";
  const queued = pending;
  pending = [];
  for (const { event, props } of queued) deliver(event, props);
}

/** Analytics may not run (no consent, a bot, no key): queued and later events are dropped. */
export function stopAnalytics(): void {
  status = "off";
  sinks = [];
  pending = [];
}

/** What the platform decided so far (the /amplitude-test page shows it). */
export function analyticsStatus(): Status {
  return status;
}

/** Tests only: back to the first state. */
export function resetAnalyticsForTests(): void {
  status = "waiting";
  sinks = [];
  pending = [];
}
