import { beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { createTestDatabase } from "@/test/db";
import { SITE, apiRequest, createTestUser, setCookies } from "@/test/factories/users";
import { setCaptchaConfigForTests } from "@/lib/accounts/captcha";
import type { DatabaseHandle } from "@/lib/db";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { emailOutbox, users } from "@/lib/db/schema";
import { exportUserData } from "@/lib/queries/personal-account";
import { POST as login } from "./login/route";
import { POST as register } from "./register/route";
import { startCaptchaVerifier } from "@/test/captcha-verifier";
import { encodeUtmCookie } from "@/lib/client/visit-tracking";
import { eq } from "drizzle-orm";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
});

const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE, "x-forwarded-for": "192.0.2.50", ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const errorOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;

describe("POST /api/auth/login", () => {
  it("signs in with the right password, whatever the e-mail's case", async () => {
    const { user, password } = await createTestUser(handle.db, { email: "Case@Example.com" });
    const response = await login(apiRequest("/api/auth/login", { body: { email: " case@example.COM ", password } }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { id: number } }).user.id).toBe(user.id);
    expect(setCookies(response).get("GROUND_LOGIN_TOKEN")).toMatch(/HttpOnly; Secure$/);
  });

  it("gives one message for a wrong password and an unknown e-mail", async () => {
    const { email } = (await createTestUser(handle.db)).user;
    const wrong = await login(apiRequest("/api/auth/login", { body: { email, password: "not the password" } }));
    const unknown = await login(apiRequest("/api/auth/login", { body: { email: "nobody@example.com", password: "whatever123" } }));
    expect([wrong.status, unknown.status]).toEqual([400, 400]);
    expect(await errorOf(wrong)).toBe("Incorrect email or password.");
    expect(await errorOf(unknown)).toBe("Incorrect email or password.");
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it("slows one address guessing one account with growing delays, and never locks the owner out from theirs (issue 23)", async () => {
    const { user, password } = await createTestUser(handle.db);
    const attacker = { "x-forwarded-for": "203.0.113.66" };
    // The clock stands still, so a slow argon2 under load cannot outlast a delay.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
    onTestFinished(() => void vi.useRealTimers());
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await login(apiRequest("/api/auth/login", { body: { email: user.email, password: "guess-" + i }, headers: attacker }));
      statuses.push(response.status);
    }
    // 5 free failures, then a wait that doubles with each failure: the 6th failure earned 2 s.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const limited = await login(apiRequest("/api/auth/login", { body: { email: user.email, password }, headers: attacker }));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: { message: "Too Many Requests" } });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // The owner, from their own address, signs in as usual.
    const owner = await login(apiRequest("/api/auth/login", { body: { email: user.email, password }, headers: { "x-forwarded-for": "198.51.100.5" } }));
    expect(owner.status).toBe(200);
  });

  it("limits one address trying many accounts", async () => {
    const ip = { "x-forwarded-for": "198.51.100.77" };
    for (let i = 0; i < 30; i++) await login(apiRequest("/api/auth/login", { body: { email: `spray${i}@example.com`, password: "password1" }, headers: ip }));
    expect((await login(apiRequest("/api/auth/login", { body: { email: "spray-last@example.com", password: "password1" }, headers: ip }))).status).toBe(429);
  }, 90_000); // 31 argon2 verifications in a row

  it("redirects a form post (303) to a same-site redirectUri, never off-site", async () => {
    const { user, password } = await createTestUser(handle.db);
    const ok = await login(form("/api/auth/login", { email: user.email, password, redirectUri: "/my-news-bias" }));
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/my-news-bias");
    expect(setCookies(ok).has("GROUND_LOGIN_TOKEN")).toBe(true);
    const offSite = await login(form("/api/auth/login", { email: user.email, password, redirectUri: "//evil.example/phish" }));
    expect(offSite.headers.get("location")).toBe("/");
  });

  it("sends a failed form post back to the form with the message", async () => {
    const response = await login(form("/api/auth/login", { email: "who@example.com", password: "wrong-password", redirectUri: "/account" }));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!, SITE);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("error")).toBe("Incorrect email or password.");
    expect(location.searchParams.get("redirectUri")).toBe("/account");
  });

  it("refuses a sign-in posted from another site with 403", async () => {
    const { user, password } = await createTestUser(handle.db);
    const response = await login(apiRequest("/api/auth/login", { body: { email: user.email, password }, headers: { origin: "https://evil.example" } }));
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("POST /api/auth/register", () => {
  it("validates the e-mail and the password with the spec's messages", async () => {
    const before = await handle.db.$count(users);
    const cases: [Record<string, string>, string][] = [
      [{ email: "", password: "long enough" }, "Please enter an email address."],
      [{ email: "not-an-email", password: "long enough" }, "Please enter a valid email address."],
      [{ email: `${"a".repeat(65)}@example.com`, password: "long enough" }, "Please enter a valid email address."],
      [{ email: "short@example.com", password: "short" }, "Password must be at least 8 characters."],
    ];
    for (const [body, message] of cases) {
      const response = await register(apiRequest("/api/auth/register", { body, headers: { "x-forwarded-for": `192.0.2.${Math.floor(Math.random() * 250)}` } }));
      expect(response.status, message).toBe(400);
      expect(await errorOf(response)).toBe(message);
    }
    expect(await handle.db.$count(users)).toBe(before);
  });

  it("answers a taken address exactly as a new one (no account enumeration), and tells the owner by mail", async () => {
    const { user, password } = await createTestUser(handle.db, { email: "taken@example.com" });
    const fresh = await register(apiRequest("/api/auth/register", { body: { email: "fresh@example.com", password: "someone else's" } }));
    const taken = await register(apiRequest("/api/auth/register", { body: { email: "taken@example.com", password: "someone else's" } }));
    expect([fresh.status, taken.status]).toEqual([201, 201]);
    const shape = async (response: Response) => {
      const body = (await response.json()) as { user: Record<string, unknown> };
      return { keys: Object.keys(body.user).sort(), newlyRegistered: body.user.newlyRegistered, cookies: [...setCookies(response).keys()].sort() };
    };
    const freshBody = await fresh.clone().json() as { user: { id: number } };
    const takenBody = await taken.clone().json() as { user: { id: number } };
    expect(await shape(taken)).toEqual(await shape(fresh));
    // Nor does "Export my data" of either account tell them apart.
    const exported = async (id: number) => Object.entries((await exportUserData(handle.db, id))!.user).map(([key, value]) => [key, value === null ? null : typeof value]);
    expect(await exported(takenBody.user.id)).toEqual(await exported(freshBody.user.id));

    // The taken address's account is untouched: its password still signs in, the other one does not.
    expect((await login(apiRequest("/api/auth/login", { body: { email: "taken@example.com", password: "someone else's" } }))).status).toBe(400);
    const owner = await login(apiRequest("/api/auth/login", { body: { email: "taken@example.com", password } }));
    expect(((await owner.json()) as { user: { id: number } }).user.id).toBe(user.id);
    // The owner's own password through the registration form signs the owner in.
    const again = await register(apiRequest("/api/auth/register", { body: { email: "TAKEN@example.com", password } }));
    expect(again.status).toBe(201);
    expect(((await again.json()) as { user: { id: number } }).user.id).toBe(user.id);

    // The new address got a verification mail, the owner a "someone tried" mail; the shadow account none.
    const queued = await handle.db.select().from(emailOutbox);
    expect(queued.filter((row) => row.toAddress === "fresh@example.com").map((row) => row.kind)).toEqual(["verify"]);
    expect(queued.filter((row) => row.toAddress.toLowerCase() === "taken@example.com").map((row) => row.kind)).toEqual(["register-existing"]);
  });

  it("saves the utm cookie's utm_medium as the new account's utmMedium (spec §3), and nothing for a cookie without one", async () => {
    const utm = (codes: Record<string, string>) => `GROUND_UTM=${encodeUtmCookie(codes)}`;
    const campaign = await register(
      apiRequest("/api/auth/register", { body: { email: "utm@example.com", password: "long enough" }, cookie: utm({ utm_source: "news", utm_medium: "newsletter" }), headers: { "x-forwarded-for": "192.0.2.241" } }),
    );
    expect(campaign.status).toBe(201);
    expect(((await campaign.json()) as { user: { utmMedium: string | null } }).user.utmMedium).toBe("newsletter");
    const [stored] = await handle.db.select({ utmMedium: users.utmMedium }).from(users).where(eq(users.email, "utm@example.com"));
    expect(stored?.utmMedium).toBe("newsletter");
    const plain = await register(
      apiRequest("/api/auth/register", { body: { email: "utm-none@example.com", password: "long enough" }, cookie: `${utm({ utm_source: "news" })}; GROUND_UTM=ignored`, headers: { "x-forwarded-for": "192.0.2.242" } }),
    );
    expect(((await plain.json()) as { user: { utmMedium: string | null } }).user.utmMedium).toBeNull();
    const damaged = await register(
      apiRequest("/api/auth/register", { body: { email: "utm-bad@example.com", password: "long enough" }, cookie: "GROUND_UTM=%%%not-base64", headers: { "x-forwarded-for": "192.0.2.243" } }),
    );
    expect(damaged.status).toBe(201);
    expect(((await damaged.json()) as { user: { utmMedium: string | null } }).user.utmMedium).toBeNull();
  });

  it("registers from a form post and redirects to /", async () => {
    const response = await register(form("/api/auth/register", { email: "form@example.com", password: "form password" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(setCookies(response).get("GROUND_USER")).toBeDefined();
  });

  it("limits registrations per address", async () => {
    const ip = { "x-forwarded-for": "198.51.100.200" };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await register(apiRequest("/api/auth/register", { body: { email: `bulk${i}@example.com`, password: "bulk password" }, headers: ip }))).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});

describe("the registration captcha (when CAPTCHA_SITE_KEY and CAPTCHA_SECRET are set, issue 21)", () => {
  it("refuses a missing, failed or unverifiable token with a clear error, alike for a taken and a new address, and creates nothing", async () => {
    const { verifyUrl, seen, close } = await startCaptchaVerifier({ secret: "captcha-secret", action: "register" });
    setCaptchaConfigForTests({ siteKey: "site-key", secret: "captcha-secret", verifyUrl, minScore: 0.5 });
    try {
      await createTestUser(handle.db, { email: "captcha-taken@example.com" });
      const before = await handle.db.$count(users);
      const outboxBefore = await handle.db.$count(emailOutbox);
      const message = "We could not confirm that you are not a robot. Please try again.";
      let ip = 10;
      const attempt = (email: string, captchaToken?: string) =>
        register(apiRequest("/api/auth/register", { body: { email, password: "long enough", ...(captchaToken === undefined ? {} : { captchaToken }) }, headers: { "x-forwarded-for": `192.0.2.${ip++}` } }));
      for (const email of ["captcha-new@example.com", "captcha-taken@example.com"]) {
        for (const token of [undefined, "", "bot-token"]) {
          const refused = await attempt(email, token);
          expect(refused.status, `${email} ${token}`).toBe(403);
          expect(await errorOf(refused)).toBe(message);
          expect(refused.headers.getSetCookie()).toEqual([]);
        }
      }
      expect(seen.at(-1)!.get("response")).toBe("bot-token");
      expect(await handle.db.$count(users)).toBe(before);
      expect(await handle.db.$count(emailOutbox)).toBe(outboxBefore);

      // A form post goes back to the form with the message.
      const formRefused = await register(form("/api/auth/register", { email: "captcha-form@example.com", password: "long enough", redirectUri: "/account" }));
      expect(formRefused.status).toBe(303);
      expect(formRefused.headers.get("location")).toBe(`/register?${new URLSearchParams({ error: message, redirectUri: "/account" })}`);

      // A passing token registers, a new address and a taken one answered alike.
      const fresh = await attempt("captcha-new@example.com", "human-token");
      const taken = await attempt("captcha-taken@example.com", "human-token");
      expect([fresh.status, taken.status]).toEqual([201, 201]);
      expect(seen.at(-1)!.get("remoteip")).toBe(`192.0.2.${ip - 1}`);
      const keys = async (response: Response) => Object.keys(((await response.json()) as { user: Record<string, unknown> }).user).sort();
      expect(await keys(taken)).toEqual(await keys(fresh));
      expect(await handle.db.$count(users)).toBe(before + 2);

      // A verifier that does not answer refuses rather than lets a bot through.
      setCaptchaConfigForTests({ siteKey: "site-key", secret: "captcha-secret", verifyUrl: "http://127.0.0.1:9/siteverify", minScore: 0.5 });
      expect((await attempt("captcha-later@example.com", "human-token")).status).toBe(403);
    } finally {
      setCaptchaConfigForTests(undefined);
      await close();
    }
  });

  it("asks for nothing on a site without a captcha", async () => {
    setCaptchaConfigForTests(null);
    try {
      const response = await register(apiRequest("/api/auth/register", { body: { email: "no-captcha@example.com", password: "long enough" }, headers: { "x-forwarded-for": "192.0.2.240" } }));
      expect(response.status).toBe(201);
    } finally {
      setCaptchaConfigForTests(undefined);
    }
  });
});
