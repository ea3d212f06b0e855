import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "@/lib/client/api-client";
import { fetchLocation } from "@/lib/client/location";
import {
  editionForLocation,
  editionFromCookies,
  editionFromUserCookie,
  editionSaverFor,
  editionSignalFromCookies,
  loadEditionList,
  parseEditionList,
  saveEditionForSignedInUser,
} from "./apply-edition-choice";

/** The edition the header shows for a GROUND_FEED_EDITION cookie value alone. */
/** The spec §7 helper over a fake network. */
const apiOf = (fetcher: typeof fetch) => createApiClient({ fetch: fetcher, baseUrl: "", navigate: () => {}, currentPath: () => "/" });

const editionFromCookieValue = (value: string | undefined) => editionFromCookies({ GROUND_FEED_EDITION: value });

describe("the edition cookie alone", () => {
  it("starts a visitor without the cookie on the United States edition (spec §9)", () => {
    expect(editionFromCookieValue(undefined)).toBe("top-us");
  });

  it("keeps an edition the header offers", () => {
    expect(editionFromCookieValue("top-uk")).toBe("top-uk");
    expect(editionFromCookieValue("top")).toBe("top");
  });

  it("falls back to the default for a value the header does not offer", () => {
    expect(editionFromCookieValue("top-mars")).toBe("top-us");
    expect(editionFromCookieValue("")).toBe("top-us");
    // Oceania is served but not among the five editions of the header (spec §1).
    expect(editionFromCookieValue("top-oceania")).toBe("top-us");
  });
});

const userCookie = (user: object) => btoa(encodeURIComponent(JSON.stringify(user)));

describe("editionFromCookies (spec §4 choice order on the client)", () => {
  it("prefers a signed-in reader's account edition over the edition cookie", () => {
    expect(editionFromCookies({ GROUND_USER: userCookie({ id: 1, topFeedEdition: "top-ca" }), GROUND_FEED_EDITION: "top-uk" })).toBe("top-ca");
  });

  it("uses the edition cookie when the account has none, or the user cookie is unreadable", () => {
    expect(editionFromCookies({ GROUND_USER: userCookie({ id: 1, topFeedEdition: null }), GROUND_FEED_EDITION: "top-uk" })).toBe("top-uk");
    expect(editionFromCookies({ GROUND_USER: "%%%not-base64", GROUND_FEED_EDITION: "top-eu" })).toBe("top-eu");
    expect(editionFromUserCookie(userCookie({ topFeedEdition: "top-mars" }))).toBeNull();
    expect(editionFromCookies({})).toBe("top-us");
  });

  it("gives an institutional reader the academic edition after the account's and the cookie's (issue 21)", () => {
    const institutional = (topFeedEdition: string | null) => userCookie({ id: 2, topFeedEdition, institutionalUser: true });
    expect(editionFromCookies({ GROUND_USER: institutional(null) })).toBe("top");
    expect(editionFromCookies({ GROUND_USER: institutional(null), GROUND_FEED_EDITION: "top-uk" })).toBe("top-uk");
    expect(editionFromCookies({ GROUND_USER: institutional("top-ca"), GROUND_FEED_EDITION: "top-uk" })).toBe("top-ca");
    expect(editionFromCookies({ GROUND_USER: userCookie({ id: 3, topFeedEdition: null, institutionalUser: false }) })).toBe("top-us");
  });
});

describe("saving a signed-in reader's pick", () => {
  it("posts the edition to the account, and only for a signed-in reader", async () => {
    const calls: [string, RequestInit][] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return Response.json({ ok: true });
    }) as unknown as typeof fetch;
    await saveEditionForSignedInUser("top-uk", apiOf(fetcher));
    expect(calls[0]![0]).toBe("/v04/user/edition");
    expect(calls[0]![1]).toMatchObject({ method: "POST", headers: { "content-type": "application/json", "x-gn-v": "web" } });
    expect(JSON.parse(calls[0]![1].body as string)).toEqual({ topFeedEdition: "top-uk" });
    expect(editionSaverFor({ GROUND_USER: userCookie({ id: 1 }) })).toBeTypeOf("function");
    expect(editionSaverFor({ GROUND_FEED_EDITION: "top-uk" })).toBeUndefined();
  });

  it("fails loudly when the server refuses, so the old edition stays", async () => {
    const refusing = (async () => new Response(JSON.stringify({ error: { message: "Unauthorized" } }), { status: 401 })) as unknown as typeof fetch;
    await expect(saveEditionForSignedInUser("top-uk", apiOf(refusing))).rejects.toThrow("Unauthorized");
    const invalid = (async () => Response.json({ error: { message: "Unknown edition" } }, { status: 400 })) as unknown as typeof fetch;
    await expect(saveEditionForSignedInUser("top-xx", apiOf(invalid))).rejects.toThrow("Unknown edition");
  });
});

describe("the edition list and a visitor's location (spec §4, §8)", () => {
  const served = {
    editions: [
      { id: "top-us", name: "United States", description: "", icon: "", webFeedId: "top-us", webIcon: "", defaultForCountryCodes: ["US"] },
      { id: "top-oceania", name: "Oceania", description: "", icon: "", webFeedId: "top-oceania", webIcon: "", defaultForCountryCodes: ["AU", "NZ"] },
      { id: "top", name: "International", description: "", icon: "", webFeedId: "top", webIcon: "" },
    ],
  };
  const answering = (routes: Record<string, Response | (() => Response)>) =>
    (async (url: string) => {
      const answer = routes[url];
      if (!answer) throw new Error(`unexpected ${url}`);
      return typeof answer === "function" ? answer() : answer;
    }) as unknown as typeof fetch;

  it("reads the server's list, and refuses answers that are not one", () => {
    expect(parseEditionList(served)?.map((edition) => edition.id)).toEqual(["top-us", "top-oceania", "top"]);
    expect(parseEditionList({ error: { message: "Could not load the editions" } })).toBeNull();
    expect(parseEditionList({ editions: [{ name: "no id" }] })).toBeNull();
    expect(parseEditionList({ editions: [] })).toBeNull();
  });

  it("falls back to the built-in five editions, logging why, when the list cannot be loaded", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = answering({ "/v04/customFeed/topFeedEditions": () => Response.json({ error: { message: "Could not load the editions" } }, { status: 500 }) });
    const editions = await loadEditionList(apiOf(failing));
    expect(editions.map((edition) => edition.id)).toEqual(["top-us", "top", "top-uk", "top-ca", "top-eu"]);
    expect(editions.find((edition) => edition.id === "top-eu")!.defaultForCountryCodes!.length).toBeGreaterThan(40);
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });

  it("gives a visitor no cookie places the edition of their country, as the server did for the page", async () => {
    const australian = answering({ "/v04/customFeed/topFeedEditions": () => Response.json(served), "/api/location": () => Response.json({ countryCode: "AU" }) });
    expect((await editionForLocation(apiOf(australian), fetchLocation))?.name).toBe("Oceania");
    const unknown = answering({ "/v04/customFeed/topFeedEditions": () => Response.json(served), "/api/location": () => Response.json({}) });
    expect((await editionForLocation(apiOf(unknown), fetchLocation))?.id).toBe("top-us");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const lost = answering({ "/v04/customFeed/topFeedEditions": () => Response.json(served), "/api/location": () => new Response("", { status: 500 }) });
    expect((await editionForLocation(apiOf(lost), fetchLocation))?.id).toBe("top-us");
    expect(errors).toHaveBeenCalledWith("Could not look up the location", expect.anything());
    errors.mockRestore();
    expect(editionSignalFromCookies({ GROUND_FEED_EDITION: "top-xx" })).toBeNull();
    expect(editionSignalFromCookies({ GROUND_FEED_EDITION: "top-eu" })).toBe("top-eu");
  });
});
