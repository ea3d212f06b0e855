"use client";

import Cookies from "js-cookie";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { LINK, PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/account/ui";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { useUser } from "@/hooks/use-user";
import { USER_COOKIE } from "@/lib/auth/constants";
import { premiumTrialOffer } from "@/lib/billing/trial-onboarding";
import { track } from "@/lib/client/analytics";
import { readItem, writeItem } from "@/lib/client/browser-storage";
import type { ClientConfig } from "@/lib/client/client-config";
import { isAppVisit } from "@/lib/client/consent";
import { readFeature } from "@/lib/client/features";
import { trackOnboarding } from "@/lib/client/onboarding-events";
import { PERSONALIZATION_COOKIE, PERSONALIZATION_COOKIE_MAX_AGE, parsePersonalization, withPersonalization, type Personalization } from "@/lib/client/personalization";
import { statusFromUserCookie } from "@/lib/client/plan-status";
import { parseVisitInfo, VISIT_INFO_KEY } from "@/lib/client/visit-info";
import { parseClosedHotspots, pendingHotspots, withClosedHotspot, type Hotspot } from "@/lib/personal/hotspots";
import {
  BIAS_QUIZ_RECORD_SHAPE,
  bannerShown,
  biasQuizRearmed,
  biasQuizStarted,
  choosePopup,
  isMobileDevice,
  parseClosedBanners,
  parseRecord,
  POPUP_STORAGE,
  PROMO_RECORD_SHAPE,
  promoPopupClicked,
  promoPopupClosed,
  stickyBannerState,
  TRIAL_RECORD_SHAPE,
  trialPopupClosed,
  type BannerId,
  type PopupId,
  type StickyBannerState,
} from "@/lib/personal/popups";
import { Banner } from "./banners";
import { BiasQuizDialog } from "./bias-quiz-dialog";
import { HotspotNote } from "./hotspot";

// Issue 22's popups, banners and onboarding hotspots: one host, loaded by the client platform after first
// paint once the user and the feature flags are known (platform-effects.tsx), so none of it weighs on a
// page's first load. The rules are lib/personal/popups.ts and hotspots.ts; this file reads and writes the
// records they decide on and draws what they choose: at most one popup per page load, banners in the
// slots the pages leave for them (`data-popup-slot`), the sticky banner on the home page, and one hotspot
// at a time when no popup is open. All of them remember what the reader closed, so the client platform
// mounts this host only with personalisation consent: without it nothing could be remembered, and every
// page would ask again.

const TRIAL_CHECKOUT = "/checkout/?plan=premium";
const DAILY_NEWSLETTER = "/newsletters/daily-ground/subscribe/";
const SLOTS = ["timeline", "story", "interest"] as const;
type Slot = (typeof SLOTS)[number];

const isHome = (pathname: string) => pathname === "/" || pathname.startsWith("/edition/");
const json = (value: unknown) => JSON.stringify(value);

function savePersonalization(change: Personalization): void {
  const value = withPersonalization(Cookies.get(PERSONALIZATION_COOKIE), change);
  Cookies.set(PERSONALIZATION_COOKIE, value, { expires: PERSONALIZATION_COOKIE_MAX_AGE / 86_400, path: "/", sameSite: "lax" });
}

function updateVisit(change: { bannerSeen?: boolean; bannerClicked?: boolean }): void {
  const visit = parseVisitInfo(readItem("localStorage", VISIT_INFO_KEY));
  if (visit) writeItem("localStorage", VISIT_INFO_KEY, json({ ...visit, ...change }));
}

/** The first hotspot still to show on this page whose target is on screen. */
function firstShownHotspot(pathname: string, status: string, closed: readonly string[]): { hotspot: Hotspot; target: Element } | null {
  for (const hotspot of pendingHotspots(pathname, status, closed)) {
    const target = document.querySelector(`[data-hotspot="${hotspot.id}"]`);
    if (target && target.getClientRects().length > 0) return { hotspot, target };
  }
  return null;
}

export default function PopupHost({ config, appFlag, sessionCount }: { config: ClientConfig; appFlag: string | null; sessionCount: number }) {
  const { user, cachedUser } = useUser();
  const reader = user ?? cachedUser;
  const status = statusFromUserCookie(Cookies.get(USER_COOKIE)) ?? "unregistered";
  const pathname = usePathname();
  // undefined until this page's popup is decided; null for none.
  const [popup, setPopup] = useState<PopupId | null | undefined>(undefined);
  const [closed, setClosed] = useState<Record<string, number>>({});
  const [slots, setSlots] = useState<Partial<Record<Slot, Element>>>({});
  const [sticky, setSticky] = useState<StickyBannerState | null>(null);
  const [hotspot, setHotspot] = useState<{ hotspot: Hotspot; target: Element } | null>(null);
  const chosen = useRef(false);
  const acted = useRef(false);

  // The popup of this page load: the first of spec §4's order that the records, flags and status allow.
  useEffect(() => {
    if (chosen.current) return;
    chosen.current = true;
    const now = Date.now();
    const closedBanners = parseClosedBanners(readItem("localStorage", POPUP_STORAGE.closedBanners));
    setClosed(closedBanners);
    const offer = premiumTrialOffer({
      subscriptionStatus: status,
      trialStart: reader?.trialStart ?? null,
      trialDays: config.offers?.trialDays ?? 0,
      paymentsConfigured: Boolean(config.offers),
      flag: readFeature("onboarding-premium-trial"),
      inCohort: readFeature("premium-trial-cohort"),
    });
    const sale = config.offers?.sale ?? null;
    const visit = parseVisitInfo(readItem("localStorage", VISIT_INFO_KEY));
    const next = choosePopup({
      status,
      signedIn: status !== "unregistered",
      now,
      sessionCount,
      runningModal: readItem("sessionStorage", POPUP_STORAGE.runningModal) ?? (document.querySelector("dialog[open]") ? "dialog" : null),
      trial: { record: parseRecord(readItem("localStorage", POPUP_STORAGE.trialPopup), TRIAL_RECORD_SHAPE), noTrial: offer === null },
      promo: { record: parseRecord(readItem("localStorage", POPUP_STORAGE.promoPopup), PROMO_RECORD_SHAPE), sale: sale && { pr: sale.pr, version: sale.version } },
      biasQuiz: parseRecord(readItem("localStorage", POPUP_STORAGE.biasQuiz), BIAS_QUIZ_RECORD_SHAPE),
      newsletterClosedAt: closedBanners.newsletter ?? null,
      download: {
        bannerSeen: visit?.bannerSeen ?? false,
        bannerClicked: visit?.bannerClicked ?? false,
        mobile: isMobileDevice(navigator.userAgent),
        inApp: isAppVisit(appFlag),
        appLinks: Boolean(config.appLinks?.ios || config.appLinks?.android),
      },
    });
    setPopup(next);
    // Once per page load, with what is known now (the reader, the flags, the records).
  }, []);

  // Spec §3 "running modal": the popup on screen, so no other shows over it; gone when it closes or the
  // page goes.
  useEffect(() => {
    if (!popup) return;
    writeItem("sessionStorage", POPUP_STORAGE.runningModal, popup);
    const leave = () => writeItem("sessionStorage", POPUP_STORAGE.runningModal, null);
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [popup]);

  const endPopup = useCallback(() => setPopup(null), []);

  const closeBanner = useCallback((id: BannerId | "newsletter") => {
    const next = { ...parseClosedBanners(readItem("localStorage", POPUP_STORAGE.closedBanners)), [id]: Date.now() };
    writeItem("localStorage", POPUP_STORAGE.closedBanners, json(next));
    setClosed(next);
  }, []);

  // The pages' banner slots and the home page's sticky banner, found again on every navigation.
  useEffect(() => {
    setSlots(Object.fromEntries(SLOTS.flatMap((slot) => {
      const element = document.querySelector(`[data-popup-slot="${slot}"]`);
      return element ? [[slot, element]] : [];
    })));
    const personalization = parsePersonalization(Cookies.get(PERSONALIZATION_COOKIE));
    if (isHome(pathname) && personalization.newHomeStickyBannerVisible !== false && bannerShown("stickyBanner", status, false)) {
      const state = stickyBannerState(personalization.stickyBannerState, readFeature("sticky-note"));
      if (personalization.stickyBannerState !== state) savePersonalization({ stickyBannerState: state });
      setSticky(state);
    } else setSticky(null);
  }, [pathname, status]);

  // One onboarding hotspot at a time, never over a popup.
  useEffect(() => {
    if (popup !== null) return setHotspot(null);
    const next = firstShownHotspot(pathname, status, parseClosedHotspots(readItem("localStorage", POPUP_STORAGE.onboardingHotspots)));
    if (next) trackOnboarding("hotspotView", { hotspot: next.hotspot.id });
    setHotspot(next);
  }, [pathname, status, popup]);

  const closeHotspot = useCallback(() => {
    if (!hotspot) return;
    const done = withClosedHotspot(parseClosedHotspots(readItem("localStorage", POPUP_STORAGE.onboardingHotspots)), hotspot.hotspot.id);
    writeItem("localStorage", POPUP_STORAGE.onboardingHotspots, json(done));
    trackOnboarding("hotspotClose", { hotspot: hotspot.hotspot.id });
    const next = firstShownHotspot(pathname, status, done);
    if (next) trackOnboarding("hotspotView", { hotspot: next.hotspot.id });
    setHotspot(next);
  }, [hotspot, pathname, status]);

  const shown = (banner: BannerId) => bannerShown(banner, status, closed[banner] !== undefined);
  const interestName = slots.interest?.getAttribute("data-interest-name") ?? "this topic";

  return (
    <>
      {popup ? renderPopup() : null}
      {hotspot ? <HotspotNote key={hotspot.hotspot.id} hotspot={hotspot.hotspot} target={hotspot.target} onClose={closeHotspot} /> : null}
      {sticky ? (
        <Banner
          id="stickyBanner"
          label={sticky === "note" ? "A note from OpenGround" : "Support OpenGround"}
          onClose={() => {
            savePersonalization({ newHomeStickyBannerVisible: false });
            setSticky(null);
          }}
          className={
            sticky === "note"
              ? "fixed right-4 bottom-4 z-30 w-72 rotate-1 border-amber-400 bg-amber-100 shadow-lg dark:bg-amber-950"
              : "fixed inset-x-0 bottom-0 z-30 rounded-none border-x-0 border-b-0 shadow-lg"
          }
        >
          <p>
            {sticky === "note" ? "A note from us: OpenGround is paid for by its readers, not by advertisers. " : "News from every side, paid for by readers. "}
            <a href="/subscribe" className={LINK}>
              See plans
            </a>
          </p>
        </Banner>
      ) : null}
      {slots.timeline && shown("timelineAd")
        ? createPortal(
            <Banner id="timelineAd" label="OpenGround Vantage" onClose={() => closeBanner("timelineAd")} className="mb-6">
              <p>
                Every blindspot, every side, no adverts.{" "}
                <a href="/subscribe" className={LINK} onClick={() => track("Home-TimelineAd-Click", { placement: "timeline" })}>
                  Try Vantage
                </a>
              </p>
            </Banner>,
            slots.timeline,
          )
        : null}
      {slots.story && shown("subscribeFlag")
        ? createPortal(
            <Banner id="subscribeFlag" label="Subscribe" onClose={() => closeBanner("subscribeFlag")} className="mt-8">
              <p>
                <span className="mr-2 rounded bg-neutral-900 px-2 py-0.5 text-xs font-semibold text-white dark:bg-neutral-100 dark:text-neutral-900">Subscribe</span>
                Readers, not advertisers, pay for stories compared like this one.{" "}
                <a href="/subscribe" className={LINK}>
                  See plans
                </a>
              </p>
            </Banner>,
            slots.story,
          )
        : null}
      {slots.story && shown("twitterToolAd")
        ? createPortal(
            <Banner id="twitterToolAd" label="Share on X" onClose={() => closeBanner("twitterToolAd")} className="mt-4">
              <p>
                Seen this story on X? Post how every side covers it.{" "}
                <a
                  href={`https://x.com/intent/post?url=${encodeURIComponent(window.location.origin + pathname)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={LINK}
                >
                  Share the comparison on X
                </a>
              </p>
            </Banner>,
            slots.story,
          )
        : null}
      {slots.interest && shown("interestNudge")
        ? createPortal(
            <Banner id="interestNudge" label="Follow every side" onClose={() => closeBanner("interestNudge")} className="mt-4">
              <p>
                Never miss a side of {interestName}: its blindspots and the premium newsletters come with a plan.{" "}
                <a href="/subscribe" className={LINK}>
                  See plans
                </a>
              </p>
            </Banner>,
            slots.interest,
          )
        : null}
    </>
  );

  function renderPopup() {
    const onLink = (record: () => void) => () => {
      acted.current = true;
      record();
    };
    const onClose = (record: () => void) => () => {
      if (!acted.current) record();
      endPopup();
    };
    const now = () => Date.now();
    const notNow = (close: () => void) => (
      <button type="button" className={SECONDARY_BUTTON} onClick={close}>
        Not now
      </button>
    );
    switch (popup) {
      case "trial": {
        const days = config.offers?.trialDays ?? 0;
        const href = status === "unregistered" ? `/register?redirectUri=${encodeURIComponent(TRIAL_CHECKOUT)}` : TRIAL_CHECKOUT;
        const record = () => writeItem("localStorage", POPUP_STORAGE.trialPopup, json(trialPopupClosed(now())));
        return (
          <ModalDialog
            open
            testId="trial-popup"
            title={`Try Premium free for ${days} days`}
            onClose={onClose(record)}
            actions={(close) => (
              <>
                <a href={href} className={PRIMARY_BUTTON} onClick={onLink(record)}>
                  Start my free trial
                </a>
                {notNow(close)}
              </>
            )}
          >
            <p>Every premium blindspot, the Burst Your Bubble newsletter and more. Cancel any time before the trial ends and pay nothing.</p>
          </ModalDialog>
        );
      }
      case "promo": {
        const sale = config.offers!.sale!;
        const promo = { pr: sale.pr, version: sale.version };
        return (
          <ModalDialog
            open
            testId="promo-popup"
            title={sale.headline}
            onClose={onClose(() => writeItem("localStorage", POPUP_STORAGE.promoPopup, json(promoPopupClosed(promo, status, now()))))}
            actions={(close) => (
              <>
                <a href={sale.href} className={PRIMARY_BUTTON} onClick={onLink(() => writeItem("localStorage", POPUP_STORAGE.promoPopup, json(promoPopupClicked(promo, now()))))}>
                  See the offer
                </a>
                {notNow(close)}
              </>
            )}
          >
            <p>For a limited time: every side of every story, every blindspot and the premium newsletters for less.</p>
          </ModalDialog>
        );
      }
      case "biasQuiz":
        return (
          <BiasQuizDialog
            status={status}
            onStart={() => {
              acted.current = true;
              writeItem("localStorage", POPUP_STORAGE.biasQuiz, json(biasQuizStarted(now())));
            }}
            onClose={onClose(() => writeItem("localStorage", POPUP_STORAGE.biasQuiz, json(biasQuizRearmed(now()))))}
          />
        );
      case "newsletter":
        return (
          <ModalDialog
            open
            testId="newsletter-prompt"
            title="The news from every side, every morning"
            onClose={onClose(() => closeBanner("newsletter"))}
            actions={(close) => (
              <>
                <a href={DAILY_NEWSLETTER} className={PRIMARY_BUTTON} onClick={onLink(() => closeBanner("newsletter"))}>
                  Get the daily newsletter
                </a>
                {notNow(close)}
              </>
            )}
          >
            <p>The day&apos;s top stories, compared across the left, the centre and the right, in your inbox. Free.</p>
          </ModalDialog>
        );
      case "download": {
        const links = config.appLinks ?? {};
        const clicked = onLink(() => updateVisit({ bannerClicked: true }));
        return (
          <ModalDialog
            open
            testId="download-popup"
            title="OpenGround on your phone"
            onClose={onClose(() => updateVisit({ bannerSeen: true }))}
            actions={(close) => (
              <>
                {links.ios ? (
                  <a href={links.ios} className={PRIMARY_BUTTON} onClick={clicked}>
                    Get it on the App Store
                  </a>
                ) : null}
                {links.android ? (
                  <a href={links.android} className={PRIMARY_BUTTON} onClick={clicked}>
                    Get it on Google Play
                  </a>
                ) : null}
                {notNow(close)}
              </>
            )}
          >
            <p>Every side of every story, and the blindspots, in the app.</p>
          </ModalDialog>
        );
      }
      default:
        return null;
    }
  }
}
