import { describe, expect, it } from "vitest";
import { decodeUtmCookie, emailClick, encodeUtmCookie, utmCodes, visitFacts } from "./visit-tracking";
import { parseVisitInfo, STALE_VISIT_MS, touchVisitInfo } from "./visit-info";

describe("visit tracking (spec §2, §3, §5)", () => {
  it("keeps utm codes in a base64 JSON cookie, and a damaged cookie reads as none", () => {
    const codes = utmCodes(new URLSearchParams("utm_source=news%C3%A9&utm_medium=email&x=1"))!;
    expect(codes).toEqual({ utm_source: "newsé", utm_medium: "email" });
    expect(decodeUtmCookie(encodeUtmCookie(codes))).toEqual(codes);
    for (const bad of [undefined, "", "%%%", btoa("[1,2]"), btoa("not json")]) expect(decodeUtmCookie(bad)).toBeNull();
    expect(utmCodes(new URLSearchParams("a=1"))).toBeNull();
  });

  it("registers an e-mail click only with utm_medium=email, a token and an emailIdentifier", () => {
    const url = new URL("https://x.example/article/5?utm_medium=email&token=t1&emailIdentifier=daily&variant=B");
    expect(emailClick(url)).toEqual({ token: "t1", path: "/article/5", emailIdentifier: "daily", variant: "B" });
    expect(emailClick(new URL("https://x.example/?utm_medium=email&token=t1"))).toBeNull();
    expect(emailClick(new URL("https://x.example/?utm_medium=social&token=t1&emailIdentifier=daily"))).toBeNull();
    expect(emailClick(new URL("https://x.example/extension/a?utm_medium=email&token=t1&emailIdentifier=daily"))).toBeNull();
  });

  it("stores referrer and landing page once per session and remembers fr=app, except on /extension/", () => {
    const first = visitFacts(new URL("https://x.example/blindspot?fr=app"), "https://search.example/", { sessionStarted: false, appFlag: null });
    expect(first).toEqual({ newSession: true, referrer: "https://search.example/", landingPage: "/blindspot?fr=app", appFlag: "app" });
    const later = visitFacts(new URL("https://x.example/"), "https://x.example/blindspot", { sessionStarted: true, appFlag: "app" });
    expect(later).toEqual({ newSession: false, referrer: null, landingPage: null, appFlag: "app" });
    const extension = visitFacts(new URL("https://x.example/extension/x?fr=appsoc"), "https://a.example/", { sessionStarted: false, appFlag: null });
    expect(extension.referrer).toBeNull();
    expect(extension.appFlag).toBeNull();
  });

  it("keeps the anonymous visit record, resets it after 30 days, and survives a damaged one", () => {
    const now = 1_800_000_000_000;
    const fresh = touchVisitInfo(null, now, true, () => "device-00000001");
    expect(fresh).toMatchObject({ id: "device-00000001", sessionCount: 1, firstSeen: now });
    const next = touchVisitInfo(parseVisitInfo(JSON.stringify(fresh)), now + 1000, true, () => "other-id-0000");
    expect(next).toMatchObject({ id: "device-00000001", sessionCount: 2 });
    expect(touchVisitInfo(next, now + 1000 + STALE_VISIT_MS + 1, false, () => "device-00000002")).toMatchObject({ id: "device-00000002", sessionCount: 1 });
    for (const bad of [null, "", "{", "[]", '{"id":"x"}', JSON.stringify({ ...fresh, sessionCount: -1 })]) expect(parseVisitInfo(bad)).toBeNull();
  });
});

describe("the app flag's first-paint script", () => {
  it("uses the key the visit tracking reads", async () => {
    const { readFileSync } = await import("node:fs");
    const { APP_FLAG_KEY } = await import("./visit-tracking");
    expect(readFileSync(new URL("../../app/layout.tsx", import.meta.url), "utf8")).toContain(`sessionStorage.setItem("${APP_FLAG_KEY}",f)`);
  });
});
