import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { keepLocationHeaderSingle, repeatsLocation } from "./single-location-header";

describe("repeatsLocation", () => {
  it("is true only for a Location value the response already has", () => {
    expect(repeatsLocation("location", "/article/4", "/article/4")).toBe(true);
    expect(repeatsLocation("Location", ["/article/4"], ["/article/4"])).toBe(true);
    expect(repeatsLocation("location", "/article/4", "/article/5")).toBe(false);
    expect(repeatsLocation("location", undefined, "/article/4")).toBe(false);
    expect(repeatsLocation("location", "/article/4", [])).toBe(false);
  });

  it("leaves every other header alone, repeated or not", () => {
    expect(repeatsLocation("set-cookie", "a=1", "a=1")).toBe(false);
    expect(repeatsLocation("vary", "rsc", "rsc")).toBe(false);
  });
});

describe("keepLocationHeaderSingle", () => {
  it("makes a response drop a repeated Location and keep appending other headers", () => {
    keepLocationHeaderSingle();
    keepLocationHeaderSingle();
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    response.setHeader("location", "/article/4");
    response.appendHeader("location", "/article/4");
    expect(response.getHeader("location")).toBe("/article/4");
    response.appendHeader("set-cookie", "a=1");
    response.appendHeader("set-cookie", "b=2");
    expect(response.getHeader("set-cookie")).toEqual(["a=1", "b=2"]);
  });
});
