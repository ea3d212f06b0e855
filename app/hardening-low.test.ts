import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { createTestDatabase } from "@/test/db";
import { apiRequest, createTestUser, SITE } from "@/test/factories/users";
import { FORM_ERROR_FALLBACK, shownFormError } from "@/lib/accounts/form-errors";
import { safeRedirectPath } from "@/lib/accounts/redirect-target";
import { SIGN_IN_FAILED } from "@/lib/accounts/sign-in";
import { untrustedForwardingHeaders } from "@/lib/api/client-ip";
import { parseEnv } from "@/lib/env";
import { POST as login } from "./api/auth/login/route";
import { GET as stories } from "./v04/stories/route";
import { GET as logoutGet, POST as logoutPost } from "./v04/user/logout/route";

// Issue 23's Low findings, each as a reader or operator would meet it.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
});

describe("issue 23, Low findings", () => {
  it("sends a reader back to a redirectUri beyond Latin-1 after signing in, percent-encoded, not a 500", async () => {
    const { user, password } = await createTestUser(handle.db);
    const response = await login(
      new Request(`${SITE}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE, "x-forwarded-for": "192.0.2.77" },
        body: new URLSearchParams({ email: user.email, password, redirectUri: "/search?q=東京café" }).toString(),
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/search?q=%E6%9D%B1%E4%BA%ACcaf%C3%A9");
    expect(safeRedirectPath("/a\uD800")).toBe("/");
  });

  it("answers feed=interest:9999999999 with a 400 naming the field, not a 500", async () => {
    const response = await stories(apiRequest("/v04/stories?feed=interest:9999999999"));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "bad_request", message: expect.stringMatching(/^feed: /) } });
    expect((await stories(apiRequest("/v04/stories?feed=interest:2147483647"))).status).toBe(200);
  });

  it("shows only the site's own messages from ?error= on the sign-in pages", () => {
    expect(shownFormError(SIGN_IN_FAILED)).toBe(SIGN_IN_FAILED);
    expect(shownFormError("Your account is suspended: call +1 555 0100 to restore it")).toBe(FORM_ERROR_FALLBACK);
    expect(shownFormError(undefined)).toBeNull();
  });

  it("signs out only from our own script (x-gn-v or same-origin fetch) or a POST, never from a link", async () => {
    const { token } = await createTestUser(handle.db);
    const cookie = `GROUND_LOGIN_TOKEN=${token}`;
    const fromLink = await logoutGet(new Request(`${SITE}/v04/user/logout`, { headers: { cookie, "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors" } }));
    expect(fromLink.status).toBe(403);
    const bare = await logoutGet(new Request(`${SITE}/v04/user/logout`, { headers: { cookie } }));
    expect(bare.status).toBe(403);
    expect((await logoutGet(apiRequest("/v04/user/logout", { cookie }))).status).toBe(204);
    const again = await createTestUser(handle.db);
    const post = await logoutPost(new Request(`${SITE}/v04/user/logout`, { method: "POST", headers: { cookie: `GROUND_LOGIN_TOKEN=${again.token}`, origin: SITE } }));
    expect(post.status).toBe(204);
  });

  it("never echoes a bad DATABASE_URL's password or a secret's value", () => {
    const message = (source: Record<string, string>) => {
      try {
        parseEnv(source);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };
    const bad = message({ DATABASE_URL: "mysql://app:hunter2@db.example/news" });
    expect(bad).toContain('DATABASE_URL: must start with postgres:// or postgresql:// (got "mysql://app:***@db.example/news")');
    expect(message({ OPERATOR_TOKEN: "short-secret" })).toContain("OPERATOR_TOKEN: must be at least 16 characters (got (hidden))");
  });

  it("drops a client's X-Forwarded-Host unless a proxy is trusted", () => {
    expect(untrustedForwardingHeaders(0)).toContain("x-forwarded-host");
    expect(untrustedForwardingHeaders(1)).toEqual([]);
  });
});
