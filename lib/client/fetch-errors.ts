// Fetch error classification (spec §8 "Fetch error classification"): what to tell the reader about a
// failed request, and whether error monitoring should hear of it. Pure: the error, the request URL,
// navigator.onLine and the product's own host are all passed in.
//
// | kind      | when                                            | message (spec §8 where it has one)      | report | actionable |
// |-----------|-------------------------------------------------|-----------------------------------------|--------|------------|
// | cancelled | AbortError, Safari's "cancelled"                | Request cancelled                       | no     | no         |
// | timeout   | TimeoutError, ETIMEDOUT, "timed out"; own host  | the error's own                         | yes    | yes        |
// | timeout   | … against any other host, or no URL             | the error's own                         | no     | no         |
// | ssl       | SSL, TLS, certificate errors                    | Secure connection could not be …        | yes    | no         |
// | cors      | the error names CORS or cross-origin            | the error's own                         | yes    | yes        |
// | offline   | failed fetch while navigator.onLine is false    | You appear to be offline                | no     | no         |
// | blocked   | failed fetch online, URL looks like tracking    | Request may be blocked by browser …     | no     | no         |
// | network   | failed fetch online, any other URL              | Network connection issue. Please …      | yes    | no         |
// | other     | everything else                                 | the error's own                         | yes    | yes        |
//
// Where spec §8 is silent on reporting, the rule is: report what could be ours to fix or could show an
// outage in aggregate (network, ssl: one visitor's broken network is noise, a spike after a certificate
// change is not), and keep out what only the visitor's situation explains (offline, extensions).

export type FetchErrorKind = "cancelled" | "timeout" | "ssl" | "cors" | "offline" | "blocked" | "network" | "other";

export interface FetchErrorContext {
  /** The request's URL, absolute or relative to the site. */
  url?: string;
  /** navigator.onLine when the request failed. */
  online: boolean;
  /** The product's own host name, e.g. "openground.example" (a port is ignored). */
  ownHost: string;
}

export interface FetchErrorClassification {
  kind: FetchErrorKind;
  message: string;
  /** Send to error monitoring. */
  report: boolean;
  /** Something the product's engineers can fix, as opposed to noise from the visitor's situation. */
  actionable: boolean;
}

export const REQUEST_CANCELLED = "Request cancelled";
export const YOU_APPEAR_OFFLINE = "You appear to be offline";
export const NETWORK_CONNECTION_ISSUE = "Network connection issue. Please check your connection and try again.";
export const BLOCKED_BY_EXTENSION = "Request may be blocked by browser extension";
export const SECURE_CONNECTION_FAILED = "Secure connection could not be established";
const FALLBACK_MESSAGE = "Request failed";

interface ErrorFacts {
  names: string[];
  message: string;
  /** Name, message and code of the error and of its causes (Node's fetch hides the reason in `cause`). */
  text: string;
}

function factsOf(error: unknown): ErrorFacts {
  const names: string[] = [];
  const parts: string[] = [];
  let message = "";
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current != null; depth++) {
    if (typeof current === "string") {
      parts.push(current);
      message ||= current;
      break;
    }
    if (typeof current !== "object") break;
    const { name, message: ownMessage, code, cause } = current as { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };
    if (typeof name === "string") names.push(name);
    if (typeof ownMessage === "string") message ||= ownMessage;
    for (const value of [name, ownMessage, code]) if (typeof value === "string") parts.push(value);
    current = cause;
  }
  return { names, message: message.trim(), text: parts.join(" | ") };
}

// Chrome, Firefox and Safari phrase a cancelled fetch differently; Safari also says "cancelled" when the
// page navigates away mid-request.
function isCancelled(facts: ErrorFacts): boolean {
  if (facts.names.includes("TimeoutError")) return false;
  return facts.names.includes("AbortError") || /^(cancell?ed|the user aborted a request|the operation was aborted|signal is aborted)\b/i.test(facts.message);
}

function isTimeout(facts: ErrorFacts): boolean {
  return facts.names.includes("TimeoutError") || /ETIMEDOUT|UND_ERR_\w*TIMEOUT|\btimed? ?out\b/i.test(facts.text);
}

// Underscores count as separators so that ERR_SSL_PROTOCOL_ERROR and ERR_TLS_CERT_ALTNAME_INVALID match.
function isSsl(facts: ErrorFacts): boolean {
  return /(^|[^a-z])(ssl|tls)([^a-z]|$)|certificate|ERR_CERT_|SEC_ERROR_|CERT_HAS_EXPIRED|SELF_SIGNED_CERT|UNABLE_TO_VERIFY_LEAF/i.test(facts.text);
}

function isCors(facts: ErrorFacts): boolean {
  return /\bcors\b|cross-origin|access-control-allow-origin/i.test(facts.text);
}

// What each engine says when fetch() rejects before any response: Chrome, Firefox, Safari, the
// polyfill/React Native, Node (undici) and common socket errors.
function isFailedFetch(facts: ErrorFacts): boolean {
  return (
    /^(load failed|fetch failed)$/i.test(facts.message) ||
    /failed to fetch|networkerror when attempting to fetch|network request failed|network ?error|ERR_INTERNET_DISCONNECTED|ERR_NETWORK|ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN/i.test(facts.text)
  );
}

function hostOf(url: string | undefined, ownHost: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, `https://${ownHost}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/** The host or one of its subdomains (an `api.` host), with `www.` ignored on the product's side. */
export function isOwnDomain(url: string | undefined, ownHost: string): boolean {
  const own = ownHost.toLowerCase().replace(/:\d+$/, "").replace(/^www\./, "");
  const host = hostOf(url, own);
  return Boolean(own && host && (host === own || host.endsWith(`.${own}`)));
}

// Hosts of analytics, tag, pixel and monitoring services that content blockers commonly block.
const TRACKING_DOMAINS = [
  "google-analytics.com", "analytics.google.com", "googletagmanager.com", "doubleclick.net", "googlesyndication.com",
  "googleadservices.com", "amplitude.com", "segment.io", "segment.com", "mixpanel.com", "hotjar.com", "hotjar.io",
  "facebook.net", "clarity.ms", "bat.bing.com", "sentry.io", "fullstory.com", "heapanalytics.com", "growthbook.io",
  "plausible.io", "scorecardresearch.com", "quantserve.com", "chartbeat.com", "chartbeat.net", "parsely.com",
  "nr-data.net", "datadoghq.com", "ads-twitter.com", "analytics.tiktok.com", "snap.licdn.com", "px.ads.linkedin.com",
];
// Host labels and path segments that block lists match on wherever they appear.
const TRACKING_WORD = /^(analytics|tracking|tracker|track|collect|pixel|beacon|telemetry|metrics|stats|gtag|gtm)$/i;

/** Whether a URL looks like an analytics or tracking service (spec §8) to a content blocker. */
export function looksLikeTracking(url: string | undefined, ownHost: string): boolean {
  const host = hostOf(url, ownHost || "localhost");
  if (!url || !host) return false;
  if (TRACKING_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`))) return true;
  const path = new URL(url, `https://${host}`).pathname;
  return [...host.split("."), ...path.split(/[/._-]/)].some((word) => TRACKING_WORD.test(word));
}

function classified(kind: FetchErrorKind, message: string, report: boolean, actionable: boolean): FetchErrorClassification {
  return { kind, message, report, actionable };
}

/** Spec §8: the message, kind and reporting decision for an error thrown by a fetch. */
export function classifyFetchError(error: unknown, context: FetchErrorContext): FetchErrorClassification {
  const facts = factsOf(error);
  const ownMessage = facts.message || FALLBACK_MESSAGE;
  if (isCancelled(facts)) return classified("cancelled", REQUEST_CANCELLED, false, false);
  if (isTimeout(facts)) {
    const ours = isOwnDomain(context.url, context.ownHost);
    return classified("timeout", ownMessage, ours, ours);
  }
  if (isSsl(facts)) return classified("ssl", SECURE_CONNECTION_FAILED, true, false);
  if (isCors(facts)) return classified("cors", ownMessage, true, true);
  if (isFailedFetch(facts)) {
    if (!context.online) return classified("offline", YOU_APPEAR_OFFLINE, false, false);
    if (looksLikeTracking(context.url, context.ownHost)) return classified("blocked", BLOCKED_BY_EXTENSION, false, false);
    return classified("network", NETWORK_CONNECTION_ISSUE, true, false);
  }
  return classified("other", ownMessage, true, true);
}
