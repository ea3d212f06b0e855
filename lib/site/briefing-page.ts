import { EDITION_IDS, EDITIONS } from "@/lib/editions";
import type { FeedMetadataOptions } from "./page-metadata";
import { parseBriefingId, type BriefingId } from "./story-briefing";
import { BRIEFING_SIZE } from "./story-briefing-cache";

// The daily briefing's address and metadata, the same whichever address served it (/daily-briefing/{id}
// per request or its cached copy at /daily-briefing-view/{scheme}/{id}).

export function briefingEditionName(id: string): string {
  return EDITIONS.find((edition) => edition.id === id)?.name ?? id;
}

/** "Monday, 23 November 2026" for a UTC day "2026-11-23". */
export function briefingDayName(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/** The briefing of `/daily-briefing/{id}` at `now`, or null for an address that names none. */
export function briefingForPath(id: string, now: Date): BriefingId | null {
  return parseBriefingId(id, EDITION_IDS, now);
}

export function briefingPageMetadata(id: string, briefing: BriefingId): FeedMetadataOptions {
  const when = briefing.day ? briefingDayName(briefing.day) : "today";
  const edition = briefingEditionName(briefing.edition);
  return {
    title: `Daily briefing: ${edition}, ${when}`,
    description: `The ${BRIEFING_SIZE} most-covered stories of ${when} in the ${edition} edition, each with its left, centre and right coverage.`,
    path: `/daily-briefing/${id}`,
  };
}
