// What the browser needs to know of the operator's configuration (issue 19), as GET /api/client-config
// answers it. Every field is optional: a field left out turns its service off.
export interface ClientConfig {
  amplitudeApiKey?: string;
  amplitudeServerUrl?: string;
  sentryDsn?: string;
  growthbookApiHost?: string;
  growthbookClientKey?: string;
  staffEmailSuffix?: string;
  /** Free-trial days of a first subscription (issue 21), on a site that takes payments; left out otherwise. */
  trialDays?: number;
}

/** Seconds a browser keeps the configuration before asking again. */
export const CLIENT_CONFIG_MAX_AGE = 300;
