import { BrowserCookieStickyBucketService, configureCache, GrowthBook, setPolyfills, type Attributes } from "@growthbook/growthbook-react";
import Cookies from "js-cookie";
import { isExperimentId } from "@/lib/accounts/experiments";
import { track } from "@/lib/client/analytics";
import { browserApi } from "@/lib/client/browser-api";
import type { ClientConfig } from "@/lib/client/client-config";
import { FEATURE_DEFAULTS, FEATURE_DEFINITIONS } from "@/lib/client/feature-definitions";
import { setFeatureEvaluator } from "@/lib/client/features";

// GrowthBook in the browser (issue 19), loaded after first paint by a dynamic import. The project's own
// definitions evaluate with no network; with GROWTHBOOK_API_HOST and GROWTHBOOK_CLIENT_KEY set, the remote
// definitions replace them, cached per spec §9 (stale 60 s, max age 4 h, 10 entries, idle stream 20 s).
// A failed fetch logs "HTTP error {status}" and the cache or the defaults stay. Sticky bucketing keeps a
// visitor's arms in a 180-day cookie when personalisation consent allows it. Each exposure is tracked as
// Experiment-Viewed (sent only when analytics may run: lib/client/analytics.ts).

export const FEATURE_CACHE = { staleTTL: 60_000, maxAge: 4 * 60 * 60 * 1000, maxEntries: 10, idleStreamInterval: 20_000 };
export const STICKY_BUCKET_DAYS = 180;

let growthbook: GrowthBook | undefined;

setPolyfills({
  fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await fetch(input, init);
    if (!response.ok) console.error(`HTTP error ${response.status}`);
    return response;
  }) as typeof fetch,
});
configureCache(FEATURE_CACHE);

function install(instance: GrowthBook): void {
  setFeatureEvaluator((key) => instance.getFeatureValue(key, FEATURE_DEFAULTS[key] as never) as never);
}

let signedIn = false;

/** Spec §5, §7: POST /v04/ue {eId, c} for a signed-in reader's exposure, only for the fixed experiment ids; errors only logged. */
function sendExperimentEvent(experimentId: string, choice: string): void {
  if (!signedIn || !isExperimentId(experimentId)) return;
  browserApi()
    .post("/v04/ue", { eId: experimentId, c: choice })
    .catch((error: unknown) => console.error("Could not send the experiment event", { experimentId, error }));
}

export async function startFeatureFlags(config: ClientConfig, attributes: Attributes, options: { stickyCookie: boolean; signedIn: boolean }): Promise<GrowthBook> {
  signedIn = options.signedIn;
  if (growthbook) {
    await growthbook.setAttributes(attributes);
    install(growthbook);
    return growthbook;
  }
  const remote = Boolean(config.growthbookApiHost && config.growthbookClientKey);
  growthbook = new GrowthBook({
    ...(remote ? { apiHost: config.growthbookApiHost, clientKey: config.growthbookClientKey } : {}),
    attributes,
    ...(options.stickyCookie
      ? { stickyBucketService: new BrowserCookieStickyBucketService({ jsCookie: Cookies, cookieAttributes: { expires: STICKY_BUCKET_DAYS, path: "/", sameSite: "Lax" } }) }
      : {}),
    trackingCallback: (experiment, result) => {
      track("Experiment-Viewed", { experimentId: experiment.key, variationId: result.key });
      sendExperimentEvent(experiment.key, String(result.value));
    },
  });
  growthbook.initSync({ payload: { features: FEATURE_DEFINITIONS } });
  install(growthbook);
  if (remote) {
    const outcome = await growthbook.init({ timeout: 3000, streaming: true });
    if (outcome.success) install(growthbook);
    else console.error("Feature flags: remote definitions not loaded; using the cache or the project's", outcome.error);
  }
  return growthbook;
}

/** What /amplitude-test shows: the attributes and each flag in force. */
export function featureSnapshot(): { attributes: Attributes; features: Record<string, unknown> } | null {
  if (!growthbook) return null;
  const instance = growthbook;
  return {
    attributes: instance.getAttributes(),
    features: Object.fromEntries(Object.keys(FEATURE_DEFAULTS).map((key) => [key, instance.getFeatureValue(key, null)])),
  };
}
