import { cookies, headers } from "next/headers";
import type { CSSProperties } from "react";
import { cache } from "react";
import type { AccountUser } from "@/lib/accounts/user";
import { clientIp } from "@/lib/api/client-ip";
import { getCurrentUser } from "@/lib/auth/current-user";
import { effectiveScheme, initialSelection, schemeCustomProperties } from "@/lib/client/bias-colours";
import { EDITION_COOKIE, EDITIONS } from "@/lib/editions";
import { lookupLocation, type Location } from "@/lib/geo/lookup-location";
import { log } from "@/lib/log";
import { LOCAL_PLACE_COOKIE } from "./local-place";
import { chooseLocalPlace, type ChosenLocalPlace } from "./local-routing";
import { resolveEdition } from "./resolve-edition";

// What a feed page needs to know about the reader, read once per request (React's cache): the signed-in
// user, the edition (spec §4) and the bias colours that follow from them. The image mode is not here: it
// is a class on <html> the browser sets from the cookies (issue 25, lib/client/image-mode.ts).

export interface ReaderContext {
  user: AccountUser | null;
  edition: string;
  /** `--bias-left` / `--bias-right` for the page wrapper (spec §4 "Bias colour scheme"). */
  biasStyle: CSSProperties;
}

async function signedInUser(): Promise<AccountUser | null> {
  try {
    return await getCurrentUser();
  } catch (error) {
    // A page must still render for a reader whose session cannot be checked right now.
    log.error("could not resolve the signed-in user", { error });
    return null;
  }
}

/** The visitor's location from the request address (lib/geo; `{}` for private addresses and failures). */
export const requestLocation = cache(async (): Promise<Location> => lookupLocation(clientIp(await headers())));

export const getReaderContext = cache(async (): Promise<ReaderContext> => {
  const [jar, user] = await Promise.all([cookies(), signedInUser()]);
  const userEdition = user?.topFeedEdition ?? null;
  const cookieEdition = jar.get(EDITION_COOKIE)?.value ?? null;
  // The GeoIP lookup is only worth doing when neither the user nor the cookie decided.
  const countryCode = userEdition || cookieEdition ? null : ((await requestLocation()).countryCode ?? null);
  const edition = resolveEdition({ userEdition, cookieEdition, countryCode, editions: EDITIONS });
  const selection = initialSelection(user?.leftColor);
  return {
    user,
    edition,
    biasStyle: schemeCustomProperties(effectiveScheme(selection, edition)) as CSSProperties,
  };
});

/**
 * The place /local is about (spec §5 order, lib/site/local-routing.ts chooseLocalPlace): a place the
 * signed-in reader set in their account, else the place set with the form on /local (GROUND_LOCAL_PLACE),
 * else the request's GeoIP location; null when none is known.
 */
export async function readerLocalPlace(user: AccountUser | null): Promise<ChosenLocalPlace | null> {
  const [jar, location] = await Promise.all([cookies(), requestLocation()]);
  return chooseLocalPlace({ account: user?.localNews ?? null, cookie: jar.get(LOCAL_PLACE_COOKIE)?.value, location: () => location });
}
