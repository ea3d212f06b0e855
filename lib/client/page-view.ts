import type { ApiClient } from "./api-client";

// The site's own page-view tracker, browser side (issue 19; spec §2 "Analytics section names … The site's
// own tracker groups page views by first path segment; article, interest, daily-briefing and landingV8
// pages get generic titles"). Page views are sent only once the platform allows analytics (consent, not
// a bot): lib/client/analytics.ts's start and stop switch them too.

/** Spec §2's section names by first path segment; other segments are their own group. */
const SECTIONS: Record<string, string> = {
  "": "News",
  edition: "News",
  my: "ForYou",
  blindspot: "Blindspot",
  "my-news-bias": "MyNewsBias",
  interest: "Interest",
  account: "MyAccount",
  article: "NewsRoom",
};

/** Pages with one title for all their addresses (spec §2). */
const GENERIC_TITLES: [RegExp, string][] = [
  [/^\/article\/[^/]+\/?$/, "Article"],
  [/^\/interest\/[^/]+\/?$/, "Interest"],
  [/^\/daily-briefing\/[^/]+\/?$/, "Daily briefing"],
  [/^\/landingV8(\/|$)/, "Landing page V8"],
];

export const MAX_TRACKED_PATH = 300;

export interface PageView {
  section: string;
  page: string;
}

/** The section and page a path is counted under. */
export function pageViewOf(pathname: string): PageView {
  const path = pathname.slice(0, MAX_TRACKED_PATH) || "/";
  const segment = path.split("/")[1] ?? "";
  const section = SECTIONS[segment] ?? segment.toLowerCase();
  const generic = GENERIC_TITLES.find(([pattern]) => pattern.test(path));
  return { section, page: generic ? generic[1] : path };
}

/** The host of a referrer from another site, or null (none, unreadable, or this site). */
export function referrerHost(referrer: string, ownHost: string): string | null {
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host && host !== ownHost.toLowerCase() ? host : null;
  } catch {
    return null;
  }
}

export interface PageViewBeacon {
  path: string;
  referrer?: string;
  landing: boolean;
  utmCampaign?: string;
}

let status: "waiting" | "on" | "off" = "waiting";
let pending: { api: Pick<ApiClient, "post">; beacon: PageViewBeacon }[] = [];
const MAX_PENDING_VIEWS = 10;

function post(api: Pick<ApiClient, "post">, beacon: PageViewBeacon): void {
  api.post("/api/views", beacon, { keepalive: true }).catch((error: unknown) => console.warn("Could not count the page view", error));
}

/** Analytics may run (on: the views held so far are sent) or may not (off: they are dropped). */
export function enablePageViews(on: boolean): void {
  status = on ? "on" : "off";
  const held = pending;
  pending = [];
  if (on) for (const { api, beacon } of held) post(api, beacon);
}

/** POST /api/views for this page once analytics may run; held until the platform decides; failures only logged. */
export function sendPageView(api: Pick<ApiClient, "post">, beacon: PageViewBeacon): void {
  if (status === "off") return;
  if (status === "waiting") {
    if (pending.length < MAX_PENDING_VIEWS) pending.push({ api, beacon });
    return;
  }
  post(api, beacon);
}
