import { describe, expect, it } from "vitest";
import { parseSettings } from "@/lib/accounts/settings";
import { secondsToTime, settingsPatch, timeToSeconds, type SettingsValues } from "./settings-patch";

const saved: SettingsValues = {
  username: "Ada",
  imageMode: "color",
  topFeedEdition: "top-us",
  colourScheme: "auto",
  timeZoneId: "Europe/London",
  pnLevel: "all",
  pnSound: false,
  pnDailyTime: 7 * 3600,
};

describe("the settings change set", () => {
  it("sends nothing when nothing changed", () => {
    expect(settingsPatch(saved, { ...saved })).toEqual({});
  });

  it("sends only the changed fields, with the types the server accepts", () => {
    const body = settingsPatch(saved, { ...saved, imageMode: "grayscale", pnSound: true, pnDailyTime: timeToSeconds("18:30"), colourScheme: "international" });
    expect(body).toEqual({ imageMode: "grayscale", pnSound: true, pnDailyTime: 66_600, leftColor: "#802727", rightColor: "#204986" });
    const parsed = parseSettings(body);
    expect(parsed.ok && parsed.patch).toMatchObject({ imageMode: "grayscale", pnSound: true, pnDailyTime: 66_600, leftColor: "#802727" });
  });

  it("never sends an empty display name, and picks the US colours as blue left, red right", () => {
    expect(settingsPatch(saved, { ...saved, username: "   " })).toEqual({});
    expect(settingsPatch(saved, { ...saved, colourScheme: "us" })).toEqual({ leftColor: "#204986", rightColor: "#802727" });
  });

  it("reads and writes the daily time as seconds after midnight", () => {
    expect(secondsToTime(66_600)).toBe("18:30");
    expect(secondsToTime(0)).toBe("00:00");
    expect(timeToSeconds("07:05")).toBe(25_500);
  });
});
