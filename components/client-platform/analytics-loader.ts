import * as amplitude from "@amplitude/analytics-browser";
import { isbot } from "isbot";
import { startAnalytics, stopAnalytics, type AnalyticsSink } from "@/lib/client/analytics";
import {
  AMPLITUDE_FLUSH_INTERVAL_MS, AMPLITUDE_QUEUE_SIZE, AMPLITUDE_RETRIES, EVENT_PAYLOAD_CAP_BYTES, eventBytes, MISSING_AMPLITUDE_KEY,
} from "@/lib/client/amplitude-settings";
import type { ClientConfig } from "@/lib/client/client-config";
import { enablePageViews } from "@/lib/client/page-view";

// Loaded with a dynamic import only after analytics consent (components/client-platform/consent-manager.tsx),
// so Amplitude and isbot never weigh on a page's first load. A bot gets nothing.

export function isBotVisitor(): boolean {
  return isbot(navigator.userAgent);
}

let started = false;

export async function startClientAnalytics(config: ClientConfig, userId: string | undefined): Promise<void> {
  if (started) return;
  started = true;
  if (isBotVisitor()) {
    enablePageViews(false);
    return stopAnalytics();
  }
  enablePageViews(true); // the site's own tracker runs whether or not Amplitude is configured
  const sinks: AnalyticsSink[] = [];
  if (config.amplitudeApiKey) {
    try {
      await amplitude.init(config.amplitudeApiKey, userId, {
        ...(config.amplitudeServerUrl ? { serverUrl: config.amplitudeServerUrl } : {}),
        flushIntervalMillis: AMPLITUDE_FLUSH_INTERVAL_MS,
        flushQueueSize: AMPLITUDE_QUEUE_SIZE,
        flushMaxRetries: AMPLITUDE_RETRIES,
        fetchRemoteConfig: false,
        autocapture: { pageViews: { trackHistoryChanges: "pathOnly" }, sessions: true, attribution: false, fileDownloads: false, formInteractions: false, elementInteractions: false, frustrationInteractions: false, networkTracking: false },
      }).promise;
    } catch (error) {
      console.error("Analytics could not start; the identity was not set", error); // spec §8
    }
    sinks.push((event, props) => {
      if (eventBytes(event, props) > EVENT_PAYLOAD_CAP_BYTES) return console.error("Analytics event over 220 KiB dropped", { event });
      amplitude.track(event, props);
    });
  } else {
    console.error(MISSING_AMPLITUDE_KEY); // spec §8: a missing analytics key logs an error
  }
  startAnalytics(sinks);
  if (config.sentryDsn) {
    const { startSentry } = await import("./sentry-loader");
    startSentry(config.sentryDsn);
  }
}
