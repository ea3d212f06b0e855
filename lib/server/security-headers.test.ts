import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isEmbeddable, securityHeaders } from "./security-headers";

const bare = { NEXT_PUBLIC_AMPLITUDE_API_KEY: undefined, AMPLITUDE_SERVER_URL: undefined, SENTRY_DSN: undefined, GROWTHBOOK_API_HOST: undefined, GROWTHBOOK_CLIENT_KEY: undefined, CAPTCHA_SITE_KEY: undefined, CAPTCHA_SECRET: undefined };
const directive = (policy: string, name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));

describe("security headers (issue 23)", () => {
  it("sends HSTS, nosniff, a referrer policy and a policy on every page", () => {
    const headers = new Map(securityHeaders("/article/1", bare));
    expect(headers.get("Strict-Transport-Security")).toBe("max-age=31536000");
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("Content-Security-Policy")).toContain("object-src 'none'");
  });

  it("lets other sites frame the widgets only", () => {
    expect(directive(contentSecurityPolicy("/widget/story", bare), "frame-ancestors")).toBe("frame-ancestors *");
    expect(directive(contentSecurityPolicy("/widget-view/story/12", bare), "frame-ancestors")).toBe("frame-ancestors *");
    expect(directive(contentSecurityPolicy("/", bare), "frame-ancestors")).toBe("frame-ancestors 'self'");
    expect(directive(contentSecurityPolicy("/login", bare), "frame-ancestors")).toBe("frame-ancestors 'self'");
    expect(isEmbeddable("/widgets-are-not-this")).toBe(false);
  });

  it("allows a service's host only when it is configured", () => {
    expect(directive(contentSecurityPolicy("/", bare), "connect-src")).toBe("connect-src 'self'");
    expect(directive(contentSecurityPolicy("/", bare), "frame-src")).toBe("frame-src 'none'");
    const configured = contentSecurityPolicy("/", {
      ...bare,
      NEXT_PUBLIC_AMPLITUDE_API_KEY: "key",
      AMPLITUDE_SERVER_URL: "https://analytics.example/2/httpapi",
      SENTRY_DSN: "https://public@errors.example/1",
      GROWTHBOOK_API_HOST: "https://flags.example",
      GROWTHBOOK_CLIENT_KEY: "sdk-abc",
      CAPTCHA_SITE_KEY: "site",
      CAPTCHA_SECRET: "secret",
    });
    expect(directive(configured, "connect-src")).toBe("connect-src 'self' https://analytics.example https://errors.example https://flags.example https://www.google.com");
    expect(directive(configured, "script-src")).toContain("https://www.gstatic.com/recaptcha/");
    // A GrowthBook host without a client key is not used by the browser, so not allowed.
    expect(directive(contentSecurityPolicy("/", { ...bare, GROWTHBOOK_API_HOST: "https://flags.example" }), "connect-src")).toBe("connect-src 'self'");
  });
});
