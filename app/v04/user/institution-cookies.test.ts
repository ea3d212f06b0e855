import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { apiRequest, createTestUser, setCookies } from "@/test/factories/users";
import { makeInstitutional, revokePlan } from "@/lib/accounts/plans-admin";
import { INSTITUTION_ICON_COOKIE, INSTITUTION_NAME_COOKIE } from "@/lib/auth/constants";
import type { DatabaseHandle } from "@/lib/db";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as getUser } from "./web/route";
import { GET as logout } from "./logout/route";

// Issue 21: the institution name and icon cookies (spec §3) of a reader made institutional with
// `npm run plans -- institution EMAIL NAME [--icon URL]`.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
});

const now = new Date();
const valueOf = (line: string | undefined) => (line ? decodeURIComponent(line.slice(line.indexOf("=") + 1, line.indexOf(";"))) : undefined);

describe("the institution cookies", () => {
  it("are set on the account's next load after the operator makes the reader institutional, and at sign-in", async () => {
    const { user, token, password } = await createTestUser(handle.db);
    const before = setCookies(await getUser(apiRequest("/v04/user/web", { token })));
    expect(before.get(INSTITUTION_NAME_COOKIE)).toContain("Max-Age=0");

    await makeInstitutional(handle.db, { email: user.email, name: "Université de Montréal; Faculty of Arts", icon: "https://umontreal.example/logo.svg", now });
    const loaded = setCookies(await getUser(apiRequest("/v04/user/web", { token })));
    expect(valueOf(loaded.get(INSTITUTION_NAME_COOKIE))).toBe("Université de Montréal; Faculty of Arts");
    expect(valueOf(loaded.get(INSTITUTION_ICON_COOKIE))).toBe("https://umontreal.example/logo.svg");
    expect(loaded.get(INSTITUTION_NAME_COOKIE)).toContain("Max-Age=31536000");
    expect(loaded.get(INSTITUTION_NAME_COOKIE)).not.toContain("HttpOnly");

    const signedIn = setCookies(await login(apiRequest("/api/auth/login", { body: { email: user.email, password } })));
    expect(valueOf(signedIn.get(INSTITUTION_NAME_COOKIE))).toBe("Université de Montréal; Faculty of Arts");
    expect(valueOf(signedIn.get(INSTITUTION_ICON_COOKIE))).toBe("https://umontreal.example/logo.svg");
  });

  it("give the site's institution icon when the operator names none, and go away on revoke and on sign-out", async () => {
    const { user, token } = await createTestUser(handle.db);
    await makeInstitutional(handle.db, { email: user.email, name: "Springfield University", now });
    const loaded = setCookies(await getUser(apiRequest("/v04/user/web", { token })));
    expect(valueOf(loaded.get(INSTITUTION_ICON_COOKIE))).toBe("/institution.svg");

    await revokePlan(handle.db, { email: user.email, now });
    const revoked = setCookies(await getUser(apiRequest("/v04/user/web", { token })));
    expect(revoked.get(INSTITUTION_NAME_COOKIE)).toContain("Max-Age=0");
    expect(revoked.get(INSTITUTION_ICON_COOKIE)).toContain("Max-Age=0");

    const signedOut = setCookies(await logout(apiRequest("/v04/user/logout", { token })));
    expect(signedOut.get(INSTITUTION_NAME_COOKIE)).toContain("Max-Age=0");
  });

  it("are not sent at sign-in to a reader of no institution", async () => {
    const { user, password } = await createTestUser(handle.db);
    const signedIn = setCookies(await login(apiRequest("/api/auth/login", { body: { email: user.email, password } })));
    expect(signedIn.has("GROUND_LOGIN_TOKEN")).toBe(true);
    expect(signedIn.has(INSTITUTION_NAME_COOKIE)).toBe(false);
  });
});
