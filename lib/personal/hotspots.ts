import { entitlementsFor } from "@/lib/billing/entitlements";

// Onboarding hotspots (issue 22; spec §2 "onboarding (… hotspots)", §3 local storage "onboarding
// hotspots", §6 free and freeTrial readers): on a reader's first visits, one short pointer at a time to a
// part of the page that is new to them, each shown until closed and then never again (the ids closed are
// the stored item). Pure: the page's path and what is stored are passed in; the host finds the target by
// its `data-hotspot` attribute.

export interface Hotspot {
  id: string;
  /** The pages it belongs to. */
  on: (pathname: string) => boolean;
  text: string;
}

const home = (pathname: string) => pathname === "/" || pathname.startsWith("/edition/");
const story = (pathname: string) => pathname.startsWith("/article/");

/** In the order they are shown; a target missing from the page (an empty feed) skips to the next. */
export const HOTSPOTS: readonly Hotspot[] = [
  { id: "bias-bar", on: (pathname) => home(pathname) || story(pathname), text: "This bar shows how much of a story's coverage comes from the left, the centre and the right." },
  { id: "edition", on: home, text: "Choose the edition of the news you read here: US, International, UK, Canada or Europe." },
  { id: "headline-comparison", on: story, text: "The same story, headlined by each side: compare how they tell it." },
  { id: "blindspot-tabs", on: (pathname) => pathname.startsWith("/blindspot"), text: "A blindspot is a story one side barely covers. Pick a side to see what it misses." },
];

/** The hotspots of this page still to show, in order; none for readers §6 does not give them. */
export function pendingHotspots(pathname: string, status: string, closed: readonly string[]): Hotspot[] {
  if (!entitlementsFor(status).onboardingHotspots) return [];
  return HOTSPOTS.filter((hotspot) => hotspot.on(pathname) && !closed.includes(hotspot.id));
}

/** The stored list of closed hotspot ids; anything damaged reads as none closed. */
export function parseClosedHotspots(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function withClosedHotspot(closed: readonly string[], id: string): string[] {
  return closed.includes(id) ? [...closed] : [...closed, id];
}
