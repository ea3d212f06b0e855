// Amplitude's settings (spec §9 "Analytics"): flush every 1000 ms, queue 30, 5 retries, events capped at
// 220 KiB. The 50 ms initialisation check and the 30 s clearing of the buffer while disabled have no
// counterpart here: events wait for the initialisation promise in lib/client/analytics.ts's queue, and
// a disabled platform (stopAnalytics) keeps no buffer at all.
export const AMPLITUDE_FLUSH_INTERVAL_MS = 1000;
export const AMPLITUDE_QUEUE_SIZE = 30;
export const AMPLITUDE_RETRIES = 5;
export const EVENT_PAYLOAD_CAP_BYTES = 220 * 1024;

/** An event's size as sent (JSON, UTF-8); events above the cap are dropped with an error. */
export function eventBytes(event: string, props: Record<string, unknown>): number {
  try {
    return new TextEncoder().encode(JSON.stringify({ event_type: event, event_properties: props })).length;
  } catch {
    return Number.POSITIVE_INFINITY; // a cycle: cannot be sent
  }
}

export const MISSING_AMPLITUDE_KEY = "Analytics key missing (NEXT_PUBLIC_AMPLITUDE_API_KEY): Amplitude events are not sent";
