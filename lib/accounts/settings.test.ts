import { describe, expect, it } from "vitest";
import { parseAvatar, AVATAR_MAX_BYTES } from "./avatar";
import { isTimeZoneId, parseSettings } from "./settings";

// Smallest images with valid headers (magic bytes are what the check reads).
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).toString("base64");
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0]).toString("base64");
const WEBP = Buffer.from("RIFF\u0024\u0000\u0000\u0000WEBPVP8 ", "latin1").toString("base64");
const GIF = Buffer.from("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000", "latin1").toString("base64");

describe("parseSettings (spec §3, §5)", () => {
  it("applies every field of the right type", () => {
    const result = parseSettings({
      username: "  Ada  ",
      imageMode: "grayscale",
      topFeedEdition: "top-uk",
      timeZoneId: "Europe/London",
      pnLevel: "all",
      pnSound: false,
      pnDailyTime: 28_800,
      leftColor: "#802727",
      rightColor: "#204986",
      avatarBuffer: PNG,
    });
    expect(result).toEqual({
      ok: true,
      patch: {
        username: "Ada",
        fullname: "Ada",
        imageMode: "grayscale",
        topFeedEdition: "top-uk",
        timeZoneId: "Europe/London",
        pnLevel: "all",
        pnSound: false,
        pnDailyTime: 28_800,
        leftColor: "#802727",
        rightColor: "#204986",
        avatar: `data:image/png;base64,${PNG}`,
      },
    });
  });

  it("ignores fields of the wrong type and unknown fields, as the spec's client never sends them", () => {
    expect(parseSettings({ username: 5, pnSound: "yes", pnDailyTime: "8", imageMode: true, subscriptionStatus: "vantage", id: 1 })).toEqual({ ok: true, patch: {} });
  });

  it("refuses right-typed values it cannot store, naming the field, and applies nothing", () => {
    const result = parseSettings({ username: "Ada", imageMode: "sepia", topFeedEdition: "top-mars", leftColor: "red", timeZoneId: "Mars/Olympus" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      for (const field of ["imageMode", "topFeedEdition", "leftColor", "timeZoneId"]) expect(result.message).toContain(field);
      expect(result.message).not.toContain("username");
    }
  });

  it("removes the avatar when given an empty buffer", () => {
    expect(parseSettings({ avatarBuffer: "" })).toEqual({ ok: true, patch: { avatar: null } });
  });

  it("knows IANA zones and refuses offsets and nonsense", () => {
    expect(isTimeZoneId("America/Argentina/Buenos_Aires")).toBe(true);
    expect(isTimeZoneId("UTC")).toBe(true);
    expect(isTimeZoneId("+01:00")).toBe(false);
    expect(isTimeZoneId("Europe/Atlantis")).toBe(false);
  });
});

describe("parseAvatar", () => {
  it("accepts PNG, JPEG and WebP by their magic bytes, bare or as a data URL", () => {
    expect(parseAvatar(PNG)).toMatchObject({ ok: true, mime: "image/png" });
    expect(parseAvatar(`data:image/jpeg;base64,${JPEG}`)).toMatchObject({ ok: true, mime: "image/jpeg" });
    expect(parseAvatar(WEBP)).toMatchObject({ ok: true, mime: "image/webp" });
  });

  it("trusts the bytes, not the label: a GIF called PNG is refused", () => {
    expect(parseAvatar(`data:image/png;base64,${GIF}`)).toEqual({ ok: false, message: "avatarBuffer: must be a PNG, JPEG or WebP image" });
  });

  it("refuses text that is not base64", () => {
    expect(parseAvatar("not base64 at all!")).toEqual({ ok: false, message: "avatarBuffer: must be base64" });
  });

  it("accepts exactly 256 KB and refuses one byte more", () => {
    const image = (size: number) => {
      const bytes = Buffer.alloc(size);
      Buffer.from(PNG, "base64").copy(bytes);
      return bytes.toString("base64");
    };
    expect(parseAvatar(image(AVATAR_MAX_BYTES))).toMatchObject({ ok: true, bytes: AVATAR_MAX_BYTES });
    expect(parseAvatar(image(AVATAR_MAX_BYTES + 1))).toEqual({ ok: false, message: "avatarBuffer: must be at most 256 KB" });
  });
});
