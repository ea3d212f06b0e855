import { describe, expect, it } from "vitest";
import { EUROPE_COUNTRY_CODES } from "@/lib/editions";
import { editionsResponse } from "@/lib/site/editions-response";
import { GET } from "./route";

describe("GET /v04/customFeed/topFeedEditions (spec §7)", () => {
  it("lists every edition with the fields of spec §3, cacheable for a day", async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const body = (await response.json()) as { editions: Record<string, unknown>[] };
    expect(body.editions.map((edition) => edition.webFeedId)).toEqual(["top-us", "top", "top-uk", "top-ca", "top-eu", "top-oceania"]);
    for (const edition of body.editions) {
      for (const field of ["id", "name", "description", "icon", "webFeedId", "webIcon"]) expect(typeof edition[field]).toBe("string");
    }
    expect(body.editions.find((edition) => edition.id === "top-eu")?.defaultForCountryCodes).toEqual([...EUROPE_COUNTRY_CODES]);
    expect(body.editions.find((edition) => edition.id === "top-us")?.defaultForCountryCodes).toContain("US");
    // International is no country's default: the key is left out rather than sent empty.
    expect(body.editions.find((edition) => edition.id === "top")).not.toHaveProperty("defaultForCountryCodes");
  });

  it("answers {error: {message}} with 500 and no caching when the list cannot be read", async () => {
    const response = editionsResponse(() => {
      throw new Error("registry unavailable");
    });
    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: { message: "Could not load the editions" } });
  });
});
