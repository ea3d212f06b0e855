// What the browser needs to know of the operator's configuration (issue 19), as GET /api/client-config
// answers it. Every field is optional: a field left out turns its service off.
export interface ClientConfig {
  amplitudeApiKey?: string;
  amplitudeServerUrl?: string;
  sentryDsn?: string;
  growthbookApiHost?: string;
  growthbookClientKey?: string;
  staffEmailSuffix?: string;
  /** Issue 22's popups: what the site can sell now (left out when payments are not configured). */
  offers?: {
    /** Days of the premium trial (STRIPE_TRIAL_DAYS); 0 for none. */
    trialDays: number;
    /** The sale running (a campaign flag of BILLING_FLAGS that is on), or null. */
    sale: { pr: string; version: string; href: string; headline: string } | null;
  };
  /** The mobile apps' store pages (the download popup); left out when none is configured. */
  appLinks?: { ios?: string; android?: string };
}

/** Seconds a browser keeps the configuration before asking again. */
export const CLIENT_CONFIG_MAX_AGE = 300;
