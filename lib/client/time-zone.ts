// Spec §4 "Time zone": a change is sent only when the stored zone differs from the browser's zone.
export function timeZoneChangeNeeded(stored: string | null | undefined, browser: string | null | undefined): boolean {
  if (!browser) return false; // nothing to send when the browser does not say
  return stored !== browser;
}

/** The browser's IANA zone, or undefined where Intl cannot tell. */
export function browserTimeZone(intl: Pick<typeof Intl, "DateTimeFormat"> = Intl): string | undefined {
  try {
    return intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
