import { serializeCookie } from "./cookie-header";
import { INSTITUTION_ICON_COOKIE, INSTITUTION_NAME_COOKIE, SESSION_TTL_SECONDS } from "./constants";

// The institution name and icon cookies (spec §3 "institution name and icon"; issue 21). The spec gives
// no names, so they follow the GROUND_* naming of the other cookies. Both are readable by page scripts
// (like the user cookie) and hold URI-encoded text: the institution's name, and its icon's address (an
// https address or a path on this site). They are set at sign-in and whenever the user is loaded (GET
// /v04/user/web), for an institutional reader only; for anyone else they are expired, so a reader whose
// institution was revoked loses them on the account's next load.


export interface InstitutionFields {
  institutionalUser: boolean;
  institutionName: string | null;
  institutionIcon: string | null;
}

export function institutionCookies(user: InstitutionFields, secure: boolean): string[] {
  const member = user.institutionalUser && user.institutionName;
  return [
    serializeCookie(INSTITUTION_NAME_COOKIE, member ? encodeURIComponent(user.institutionName!) : "", {
      maxAgeSeconds: member ? SESSION_TTL_SECONDS : 0,
      httpOnly: false,
      secure,
    }),
    serializeCookie(INSTITUTION_ICON_COOKIE, member && user.institutionIcon ? encodeURIComponent(user.institutionIcon) : "", {
      maxAgeSeconds: member && user.institutionIcon ? SESSION_TTL_SECONDS : 0,
      httpOnly: false,
      secure,
    }),
  ];
}

/** Expires both (sign-out). */
export function clearedInstitutionCookies(secure: boolean): string[] {
  return institutionCookies({ institutionalUser: false, institutionName: null, institutionIcon: null }, secure);
}
