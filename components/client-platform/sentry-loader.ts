import * as Sentry from "@sentry/nextjs";
import { setErrorReporter } from "@/lib/client/monitoring";
import {
  SENTRY_REPLAY_SAMPLE_RATE, SENTRY_TRACES_SAMPLE_RATE, SENTRY_TRANSPORT_BUFFER, shouldReportToSentry,
} from "@/lib/client/sentry-settings";

// Sentry in the browser: started only for a visitor who is not a bot and gave analytics consent (spec §4
// "Monitoring start"), loaded by a dynamic import from analytics-loader.ts.
export function startSentry(dsn: string): void {
  Sentry.init({
    dsn,
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: SENTRY_REPLAY_SAMPLE_RATE,
    replaysOnErrorSampleRate: 0,
    transportOptions: { bufferSize: SENTRY_TRANSPORT_BUFFER },
    integrations: [Sentry.replayIntegration()],
    beforeSend(event, hint) {
      const context = { online: navigator.onLine, ownHost: window.location.hostname };
      return shouldReportToSentry(hint.originalException, context) ? event : null;
    },
  });
  setErrorReporter((error, context) => Sentry.captureException(error, { extra: context }));
}
