import { describe, expect, it } from "vitest";
import { cookieNames, expiringCookies } from "./stored-state";

describe("clearing stored state at sign-out (spec §4)", () => {
  it("finds every cookie a script can see", () => {
    expect(cookieNames("GROUND_USER=abc; GROUND_FEED_EDITION=top-uk;  utm=eyJ9=")).toEqual(["GROUND_USER", "GROUND_FEED_EDITION", "utm"]);
    expect(cookieNames("")).toEqual([]);
  });

  it("expires a cookie on the host and its parent domain", () => {
    expect(expiringCookies("utm", "localhost")).toEqual(["utm=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/", "utm=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=localhost"]);
    expect(expiringCookies("utm", "www.openground.example").at(-1)).toBe("utm=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.openground.example");
  });
});
