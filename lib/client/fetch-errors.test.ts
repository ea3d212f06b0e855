import { describe, expect, it } from "vitest";
import { classifyFetchError, isOwnDomain, looksLikeTracking, type FetchErrorContext } from "./fetch-errors";

const OWN = "openground.example";
const online: FetchErrorContext = { url: "https://openground.example/api/stories", online: true, ownHost: OWN };
const offline: FetchErrorContext = { ...online, online: false };

const abort = () => new DOMException("signal is aborted without reason", "AbortError");
const timeoutDom = () => new DOMException("The operation was aborted due to timeout", "TimeoutError");
const chromeFailed = () => new TypeError("Failed to fetch");
const firefoxFailed = () => new TypeError("NetworkError when attempting to fetch resource.");
const safariFailed = () => new TypeError("Load failed");
const nodeFailed = (code: string, message = code) => Object.assign(new TypeError("fetch failed"), { cause: Object.assign(new Error(message), { code }) });

describe("fetch error classification (spec §8)", () => {
  describe("a cancelled request", () => {
    it.each([
      ["an AbortError", abort()],
      ["Chrome's old wording", new DOMException("The user aborted a request.", "AbortError")],
      ["Safari's navigation cancel", new TypeError("cancelled")],
      ["Firefox's wording", new Error("The operation was aborted. ")],
    ])("gives Request cancelled and is not reported (%s)", (_, error) => {
      expect(classifyFetchError(error, online)).toEqual({ kind: "cancelled", message: "Request cancelled", report: false, actionable: false });
    });

    it("stays cancelled while offline: the reader cancelled before the network mattered", () => {
      expect(classifyFetchError(abort(), offline).message).toBe("Request cancelled");
    });
  });

  describe("a failed fetch", () => {
    it.each([
      ["Chrome", chromeFailed()],
      ["Firefox", firefoxFailed()],
      ["Safari", safariFailed()],
      ["Node", nodeFailed("ECONNREFUSED")],
    ])("while offline gives You appear to be offline (%s)", (_, error) => {
      expect(classifyFetchError(error, offline)).toMatchObject({ kind: "offline", message: "You appear to be offline", report: false });
    });

    it.each([
      ["Chrome", chromeFailed()],
      ["Firefox", firefoxFailed()],
      ["Safari", safariFailed()],
      ["Node", nodeFailed("ENOTFOUND", "getaddrinfo ENOTFOUND openground.example")],
    ])("while online gives the network connection message (%s)", (_, error) => {
      expect(classifyFetchError(error, online)).toEqual({
        kind: "network",
        message: "Network connection issue. Please check your connection and try again.",
        report: true,
        actionable: false,
      });
    });

    it.each([
      "https://www.google-analytics.com/g/collect?v=2",
      "https://api2.amplitude.com/2/httpapi",
      "https://o123.ingest.sentry.io/api/1/envelope/",
      "https://cdn.growthbook.io/api/features/sdk-abc",
      "https://connect.facebook.net/en_US/fbevents.js",
      "https://stats.example.org/p.js",
      "/v04/analytics/isUserInRecExpCohort",
      "https://cdn.example.org/tracking/pixel.gif",
    ])("while online against a tracking-like URL (%s) may be blocked by an extension, not reported", (url) => {
      expect(classifyFetchError(chromeFailed(), { ...online, url })).toEqual({
        kind: "blocked",
        message: "Request may be blocked by browser extension",
        report: false,
        actionable: false,
      });
    });

    it("while offline is offline even against a tracking URL", () => {
      expect(classifyFetchError(chromeFailed(), { ...offline, url: "https://www.googletagmanager.com/gtm.js" }).kind).toBe("offline");
    });
  });

  describe("CORS errors", () => {
    it("are reported as actionable, with the error's own message", () => {
      const error = new TypeError("Cross-Origin Request Blocked: CORS header 'Access-Control-Allow-Origin' missing");
      expect(classifyFetchError(error, online)).toEqual({ kind: "cors", message: error.message, report: true, actionable: true });
    });

    it("take precedence over the failed-fetch message when the error says CORS", () => {
      expect(classifyFetchError(new TypeError("Failed to fetch (CORS policy)"), online).kind).toBe("cors");
    });
  });

  describe("timeouts", () => {
    it.each([
      ["the site itself", "https://openground.example/api/stories"],
      ["a relative URL", "/v04/user/web"],
      ["the API subdomain", "https://api.openground.example/v04/interests/listMy"],
      ["the site under www.", "https://www.openground.example/api/location"],
    ])("against the product's own domain (%s) are reported", (_, url) => {
      expect(classifyFetchError(timeoutDom(), { ...online, url })).toMatchObject({ kind: "timeout", report: true, actionable: true });
    });

    it("against other hosts are noise", () => {
      const other = { ...online, url: "https://feeds.example.net/rss" };
      expect(classifyFetchError(timeoutDom(), other)).toMatchObject({ kind: "timeout", report: false, actionable: false });
      expect(classifyFetchError(timeoutDom(), { ...online, url: "https://openground.example.evil.net/" }).report).toBe(false);
    });

    it("are recognised from Node's codes and from plain wording, not only TimeoutError", () => {
      const own = { ...online, ownHost: "www.openground.example:3000" };
      expect(classifyFetchError(nodeFailed("UND_ERR_CONNECT_TIMEOUT", "Connect Timeout Error"), own)).toMatchObject({ kind: "timeout", report: true });
      expect(classifyFetchError(new Error("Request timed out"), own)).toMatchObject({ kind: "timeout", report: true });
      expect(classifyFetchError(Object.assign(new Error("connect"), { code: "ETIMEDOUT" }), own).kind).toBe("timeout");
    });

    it("without a URL are noise, since nothing shows they were ours", () => {
      expect(classifyFetchError(timeoutDom(), { online: true, ownHost: OWN }).report).toBe(false);
    });

    it("are not mistaken for a cancel although the browser words them as an abort", () => {
      expect(classifyFetchError(timeoutDom(), online).kind).toBe("timeout");
    });
  });

  describe("SSL, TLS and certificate errors", () => {
    it.each([
      ["Chrome's certificate error", new TypeError("net::ERR_CERT_DATE_INVALID")],
      ["Chrome's SSL error", new TypeError("net::ERR_SSL_PROTOCOL_ERROR")],
      ["Firefox's", new Error("SEC_ERROR_UNKNOWN_ISSUER")],
      ["a TLS handshake failure", new Error("TLS handshake failed")],
      ["Node's expired certificate", nodeFailed("CERT_HAS_EXPIRED", "certificate has expired")],
      ["Node's host mismatch", nodeFailed("ERR_TLS_CERT_ALTNAME_INVALID", "Hostname/IP does not match certificate's altnames")],
    ])("give Secure connection could not be established (%s)", (_, error) => {
      expect(classifyFetchError(error, online)).toMatchObject({ kind: "ssl", message: "Secure connection could not be established" });
    });

    it("do not catch words that merely contain the letters", () => {
      expect(classifyFetchError(new Error("No stories for Russland"), online).kind).toBe("other");
    });
  });

  describe("everything else", () => {
    it("is reported as actionable with the error's own message", () => {
      expect(classifyFetchError(new SyntaxError("Unexpected token < in JSON"), online)).toEqual({
        kind: "other",
        message: "Unexpected token < in JSON",
        report: true,
        actionable: true,
      });
    });

    it("includes thrown strings, objects and nothing at all", () => {
      expect(classifyFetchError("Server Error", online)).toMatchObject({ kind: "other", message: "Server Error", actionable: true });
      expect(classifyFetchError({ status: 500 }, online)).toMatchObject({ kind: "other", message: "Request failed", report: true });
      expect(classifyFetchError(undefined, online)).toMatchObject({ kind: "other", message: "Request failed", report: true });
    });
  });
});

describe("isOwnDomain", () => {
  it("matches the host, its subdomains and relative URLs, ignoring ports and www.", () => {
    expect(isOwnDomain("https://openground.example:8443/x", "openground.example")).toBe(true);
    expect(isOwnDomain("/x", "localhost:3000")).toBe(true);
    expect(isOwnDomain("https://notopenground.example/", "openground.example")).toBe(false);
    expect(isOwnDomain("http://[::1", "openground.example")).toBe(false);
  });
});

describe("looksLikeTracking", () => {
  it("does not flag the product's ordinary API calls or outlets' sites", () => {
    expect(looksLikeTracking("/v04/user/web", OWN)).toBe(false);
    expect(looksLikeTracking("https://openground.example/api/stories?track=1", OWN)).toBe(false);
    expect(looksLikeTracking("https://www.nytimes.com/section/politics", OWN)).toBe(false);
    expect(looksLikeTracking(undefined, OWN)).toBe(false);
  });
});
