"use client";

import Cookies from "js-cookie";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useUser } from "@/hooks/use-user";
import { stopAnalytics } from "@/lib/client/analytics";
import { browserApi } from "@/lib/client/browser-api";
import { recordVisit, registerEmailClick, storeUtmCookie, type BrowserVisit } from "@/lib/client/browser-visit";
import type { ClientConfig } from "@/lib/client/client-config";
import { CONSENT_COOKIE, CONSENT_LISTENER_DELAY_MS, decideConsent, isAppVisit, NO_CONSENT, parseConsent, reloadAfterSave, type Consent } from "@/lib/client/consent";
import { CONSENT_OPEN_EVENT, CONSENT_SAVED_EVENT } from "@/lib/client/consent-events";
import { visitorLocation, type VisitorLocation } from "@/lib/client/location";
import { enablePageViews, sendPageView } from "@/lib/client/page-view";
import { backNavigationPending, currentRoute, isBackNavigation, readScroll, saveScroll, setBackNavigation } from "@/lib/client/scroll-memory";
import { ConsentBanner } from "./consent-banner";
import { RouteProgress } from "./route-progress";

// Issue 22's popups, banners and hotspots: their own chunk, fetched once the flags are known.
const PopupHost = dynamic(() => import("@/components/popups/popup-host"), { ssr: false });

// The client platform's work after first paint (issue 19), loaded by client-platform.tsx with a dynamic
// import: consent and what it allows (Amplitude, Sentry), feature flags (GrowthBook), the visit's stored
// state. The SDKs are further dynamic imports, made only when consent and configuration allow.

let configRequest: Promise<ClientConfig> | undefined;
function clientConfig(): Promise<ClientConfig> {
  configRequest ??= browserApi()
    .get<ClientConfig>("/api/client-config")
    .then((config) => config ?? {})
    .catch((error: unknown) => {
      console.error("Could not load the client configuration; analytics and remote flags stay off", error);
      return {};
    });
  return configRequest;
}

export default function PlatformEffects() {
  const { user, status } = useUser();
  const [banner, setBanner] = useState<Consent | null>(null);
  const consent = useRef<Consent | null>(null);
  const visit = useRef<BrowserVisit | null>(null);
  const [location, setLocation] = useState<VisitorLocation | null>(null);
  const [consentKnown, setConsentKnown] = useState<Consent | null>(null);
  const [flagsReady, setFlagsReady] = useState<ClientConfig | null>(null);
  const pathname = usePathname();
  const views = useRef(0);
  const leaving = useRef(false);
  // Amplitude's user id: the signed-in reader's, when known by the time analytics starts.
  const userId = useRef<string | undefined>(undefined);
  userId.current = user ? String(user.id) : undefined;


  useEffect(() => {
    const setupAt = Date.now();
    registerEmailClick(browserApi()); // first: it takes the click's token out of the address the visit records
    visit.current = recordVisit();
    const stored = Cookies.get(CONSENT_COOKIE);
    const inApp = isAppVisit(visit.current.appFlag);

    const apply = (next: Consent) => {
      consent.current = next;
      setConsentKnown(next);
      if (next.marketing) storeUtmCookie();
      if (!next.analytics) {
        enablePageViews(false);
        return stopAnalytics();
      }
      void clientConfig().then(async (config) => {
        const { startClientAnalytics } = await import("./analytics-loader");
        await startClientAnalytics(config, userId.current);
      });
    };

    void visitorLocation(browserApi()).then((found) => {
      setLocation(found);
      if (parseConsent(stored)) return;
      const decision = decideConsent({ stored, countryCode: found.countryCode, inApp, path: window.location.pathname });
      apply(decision.consent);
      if (decision.showBanner) setBanner(decision.consent);
    });
    if (parseConsent(stored)) apply(parseConsent(stored)!);

    const onOpen = () => setBanner(consent.current ?? NO_CONSENT);
    window.addEventListener(CONSENT_OPEN_EVENT, onOpen);
    // Spec §4: the save listener is set up 500 ms after start; a save more than 2000 ms after set-up
    // reloads the page, since what consent had allowed cannot be unloaded.
    const onSaved = (event: Event) => {
      const saved = (event as CustomEvent<Consent>).detail;
      if (reloadAfterSave(setupAt, Date.now())) window.location.reload();
      else apply(saved);
    };
    const timer = window.setTimeout(() => window.addEventListener(CONSENT_SAVED_EVENT, onSaved), CONSENT_LISTENER_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(CONSENT_OPEN_EVENT, onOpen);
      window.removeEventListener(CONSENT_SAVED_EVENT, onSaved);
    };
  }, []);

  // The site's own page views: one per path, sent once analytics may run (lib/client/page-view.ts).
  useEffect(() => {
    const first = views.current === 0;
    views.current += 1;
    const query = new URLSearchParams(window.location.search);
    const landing = first && visit.current?.newSession === true;
    sendPageView(browserApi(), {
      path: pathname,
      landing,
      ...(first && document.referrer ? { referrer: document.referrer } : {}),
      ...(query.get("utm_campaign") ? { utmCampaign: query.get("utm_campaign")! } : {}),
    });
  }, [pathname]);

  // Scroll position per route, restored on back navigation once the page (and its loaded stories) has
  // rendered: a few frames are tried while the page grows tall enough.
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!backNavigationPending() && !leaving.current) saveScroll(currentRoute(), window.scrollY);
      });
    };
    // A click on a link of this site: the position is kept now, because the next page renders before the
    // address changes, and the browser's clamping of the scroll would be saved under this route.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || new URL(link.href, window.location.href).origin !== window.location.origin) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || (link.target && link.target !== "_self")) return;
      saveScroll(currentRoute(), window.scrollY);
      leaving.current = true;
    };
    document.addEventListener("click", onClick, true);
    const onPop = () => setBackNavigation(true);
    // The Navigation API's traverse comes before the page being returned to renders (where the browser
    // has it); popstate, in the capture phase, elsewhere.
    const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
    const onNavigate = (event: Event) => {
      if ((event as Event & { navigationType?: string }).navigationType === "traverse") setBackNavigation(true);
    };
    navigation?.addEventListener("navigate", onNavigate);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("popstate", onPop, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("popstate", onPop, true);
      document.removeEventListener("click", onClick, true);
      navigation?.removeEventListener("navigate", onNavigate);
    };
  }, []);

  useEffect(() => {
    leaving.current = false;
    if (!isBackNavigation()) return;
    setBackNavigation(false);
    const target = readScroll(currentRoute());
    if (target === null) return;
    // Held for about a second (the page grows as its loaded stories come back, and the router may scroll
    // the returned page itself), unless the reader scrolls first.
    let frames = 0;
    let frame = 0;
    const stop = () => cancelAnimationFrame(frame);
    const attempt = () => {
      if (Math.abs(window.scrollY - target) > 2) window.scrollTo(0, target);
      if (++frames < 60) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    const inputs = ["wheel", "touchstart", "keydown"] as const;
    for (const input of inputs) window.addEventListener(input, stop, { once: true, passive: true });
    return () => {
      stop();
      for (const input of inputs) window.removeEventListener(input, stop);
    };
  }, [pathname]);

  // A signed-in reader's read marks and blocked sources on the cached page (issue 28), on every page.
  useEffect(() => {
    if (!user) return;
    import("@/lib/client/personal-marks")
      .then((marks) => marks.loadPersonalMarks())
      .catch((error: unknown) => console.error("Could not apply the reader's marks", error));
  }, [user, pathname]);

  // Feature flags once the user and the location are known (an idle moment after first paint).
  useEffect(() => {
    if (status === "loading" || !location || !consentKnown || !visit.current) return;
    const current = visit.current;
    const timer = window.setTimeout(async () => {
      const [config, { startFeatureFlags }, { featureAttributes }, { applyThemeExperiment }] = await Promise.all([
        clientConfig(),
        import("./growthbook-loader"),
        import("@/lib/client/feature-attributes"),
        import("./theme-experiment"),
      ]);
      const attributes = featureAttributes({
        user,
        deviceId: current.visit.id,
        sessionCount: current.visit.sessionCount,
        url: window.location.href,
        location,
        edition: Cookies.get("GROUND_FEED_EDITION") ?? "",
        staffEmailSuffix: config.staffEmailSuffix,
      });
      await startFeatureFlags(config, attributes, { stickyCookie: consentKnown.personalization, signedIn: Boolean(user) });
      applyThemeExperiment();
      setFlagsReady(config);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [status, user, location, consentKnown]);

  return (
    <>
      <RouteProgress />
      {banner ? <ConsentBanner initial={banner} onDone={() => setBanner(null)} /> : null}
      {flagsReady && visit.current && consentKnown?.personalization ? (
        <PopupHost config={flagsReady} appFlag={visit.current.appFlag} sessionCount={visit.current.visit.sessionCount} />
      ) : null}
    </>
  );
}
