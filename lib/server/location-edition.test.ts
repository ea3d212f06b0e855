import { describe, expect, it } from "vitest";
import type { AccountUser } from "@/lib/accounts/user";
import { LOGIN_COOKIE, USER_COOKIE } from "@/lib/auth/constants";
import { encodeUserCookie } from "@/lib/auth/user-cookie";
import { EDITION_COOKIE } from "@/lib/editions";
import { lookupLocation } from "@/lib/geo/lookup-location";
import { resolveEdition } from "@/lib/site/resolve-edition";
import { EDITIONS } from "@/lib/editions";
import { addressFromHops } from "@/lib/api/client-ip";
import { academicEditionFromUserCookie, accountEditionFromUserCookie, cookieWithLocationEdition } from "./location-edition";

const get = (url: string, cookie?: string) => ({ method: "GET", url, cookie });

describe("cookieWithLocationEdition", () => {
  it("gives a signed-out reader without an edition cookie the edition of their country on every location page", () => {
    for (const url of ["/", "/?utm_source=x", "/article/42", "/blindspot?side=right", "/interest/7", "/outlet/bbc-news", "/daily-briefing/top-uk"]) {
      expect(cookieWithLocationEdition(get(url), () => "GB"), url).toBe(`${EDITION_COOKIE}=top-uk`);
    }
    expect(cookieWithLocationEdition(get("/"), () => "DE")).toBe(`${EDITION_COOKIE}=top-eu`);
    expect(cookieWithLocationEdition(get("/"), () => "BR")).toBe(`${EDITION_COOKIE}=top`);
  });

  it("gives the spec's default, top-us, when the location is unknown, as resolveEdition does", () => {
    expect(cookieWithLocationEdition(get("/"), () => undefined)).toBe(`${EDITION_COOKIE}=top-us`);
    expect(resolveEdition({ countryCode: null, editions: EDITIONS })).toBe("top-us");
  });

  it("keeps the reader's other cookies and adds the edition after them", () => {
    expect(cookieWithLocationEdition(get("/", "theme=dark; GROUND_IMAGE_MODE=grayscale"), () => "CA")).toBe(
      `theme=dark; GROUND_IMAGE_MODE=grayscale; ${EDITION_COOKIE}=top-ca`,
    );
  });

  it("leaves a reader who chose an edition, other pages and other methods alone, without looking up the address", () => {
    const never = () => {
      throw new Error("looked up the address");
    };
    expect(cookieWithLocationEdition(get("/", `${EDITION_COOKIE}=top-uk`), never)).toBeUndefined();
    expect(cookieWithLocationEdition(get("/", `a=1; ${EDITION_COOKIE}=nonsense`), never)).toBeUndefined();
    expect(cookieWithLocationEdition(get("/article/3", `${LOGIN_COOKIE}=abc; ${EDITION_COOKIE}=top-uk`), never)).toBeUndefined();
    for (const url of ["/account", "/api/location", "/article/abc", "/interest/7/more", "/rss/top-us.xml", "/_next/static/x.js", "/favicon.ico"]) {
      expect(cookieWithLocationEdition(get(url), never), url).toBeUndefined();
    }
    expect(cookieWithLocationEdition({ method: "POST", url: "/", cookie: undefined }, never)).toBeUndefined();
    expect(cookieWithLocationEdition({ method: "HEAD", url: "/", cookie: undefined }, () => "AU")).toBe(`${EDITION_COOKIE}=top-oceania`);
  });

  it("does not mistake a cookie whose name only ends like the edition cookie for it", () => {
    expect(cookieWithLocationEdition(get("/", `X_${EDITION_COOKIE}=top-uk`), () => "US")).toBe(`X_${EDITION_COOKIE}=top-uk; ${EDITION_COOKIE}=top-us`);
  });
});

// The user cookie as the server writes it (encodeUserCookie), with the fields this step reads.
function userCookie(topFeedEdition: string | null, subscriptionStatus = "free"): string {
  return encodeURIComponent(encodeUserCookie({ id: 7, email: "reader@example.org", topFeedEdition, subscriptionStatus } as unknown as AccountUser));
}

describe("cookieWithLocationEdition for a signed-in reader (issue 28)", () => {
  const never = () => {
    throw new Error("looked up the address");
  };

  it("hands on the edition saved in the account, replacing the edition cookie, so the cached page of that edition is sent", () => {
    const cookie = `${LOGIN_COOKIE}=abc; ${USER_COOKIE}=${userCookie("top-uk")}; ${EDITION_COOKIE}=top-us`;
    for (const url of ["/", "/article/42", "/interest/7", "/outlet/bbc-news", "/daily-briefing/top-uk"]) {
      expect(cookieWithLocationEdition(get(url, cookie), never), url).toBe(`${LOGIN_COOKIE}=abc; ${USER_COOKIE}=${userCookie("top-uk")}; ${EDITION_COOKIE}=top-uk`);
    }
    expect(cookieWithLocationEdition(get("/", `${LOGIN_COOKIE}=abc; ${USER_COOKIE}=${userCookie("top-ca")}`), never)).toBe(
      `${LOGIN_COOKIE}=abc; ${USER_COOKIE}=${userCookie("top-ca")}; ${EDITION_COOKIE}=top-ca`,
    );
  });

  it("leaves the header alone when the edition cookie already names the account's edition", () => {
    expect(cookieWithLocationEdition(get("/", `${LOGIN_COOKIE}=abc; ${USER_COOKIE}=${userCookie("top-uk")}; ${EDITION_COOKIE}=top-uk`), never)).toBeUndefined();
  });

  it("without an edition in the account, follows the signed-out rule: the edition cookie, else the location", () => {
    expect(cookieWithLocationEdition(get("/", `${LOGIN_COOKIE}=abc; ${USER_COOKIE}=${userCookie(null)}; ${EDITION_COOKIE}=top-eu`), never)).toBeUndefined();
    expect(cookieWithLocationEdition(get("/", `${LOGIN_COOKIE}=abc`), () => "GB")).toBe(`${LOGIN_COOKIE}=abc; ${EDITION_COOKIE}=top-uk`);
  });

  it("ignores a user cookie that cannot be read or names an unknown edition", () => {
    expect(accountEditionFromUserCookie("%%%")).toBeNull();
    expect(accountEditionFromUserCookie(userCookie("top-mars"))).toBeNull();
    expect(accountEditionFromUserCookie(userCookie("top-oceania"))).toBe("top-oceania");
    expect(cookieWithLocationEdition(get("/", `${LOGIN_COOKIE}=abc; ${USER_COOKIE}=garbage`), () => "AU")).toBe(`${LOGIN_COOKIE}=abc; ${USER_COOKIE}=garbage; ${EDITION_COOKIE}=top-oceania`);
  });
});

describe("the reader's address", () => {
  it("finds a British reader's edition from the bundled GeoIP data", () => {
    const cookie = cookieWithLocationEdition(get("/"), () => lookupLocation(addressFromHops("81.2.69.160", "127.0.0.1", 1)).countryCode);
    expect(cookie).toBe(`${EDITION_COOKIE}=top-uk`);
  });
});

describe("the academic edition (spec §4 choice order, issue 21)", () => {
  const institutional = (topFeedEdition: string | null) =>
    encodeURIComponent(encodeUserCookie({ id: 8, email: "student@uni.example", topFeedEdition, subscriptionStatus: "institutional", institutionalUser: true } as unknown as AccountUser));

  it("gives a signed-in institutional reader who chose no edition the academic edition, not their country's", () => {
    const cookie = `${LOGIN_COOKIE}=abc; ${USER_COOKIE}=${institutional(null)}`;
    expect(cookieWithLocationEdition(get("/", cookie), () => "US")).toBe(`${cookie}; ${EDITION_COOKIE}=top`);
    expect(academicEditionFromUserCookie(institutional(null))).toBe("top");
  });

  it("ranks it after the account's edition and the edition cookie, and gives it to institutional readers only", () => {
    expect(cookieWithLocationEdition(get("/", `${LOGIN_COOKIE}=abc; ${USER_COOKIE}=${institutional("top-uk")}`), () => "US")).toContain(`${EDITION_COOKIE}=top-uk`);
    expect(cookieWithLocationEdition(get("/", `${LOGIN_COOKIE}=abc; ${USER_COOKIE}=${institutional(null)}; ${EDITION_COOKIE}=top-ca`), () => "US")).toBeUndefined();
    expect(cookieWithLocationEdition(get("/", `${LOGIN_COOKIE}=abc; ${USER_COOKIE}=${userCookie(null)}`), () => "US")).toContain(`${EDITION_COOKIE}=top-us`);
    expect(cookieWithLocationEdition(get("/", `${USER_COOKIE}=${institutional(null)}`), () => "US")).toBe(`${USER_COOKIE}=${institutional(null)}; ${EDITION_COOKIE}=top-us`);
    expect(academicEditionFromUserCookie("not-base64!")).toBeNull();
  });
});
