import { BIAS_BLUE, BIAS_DARK_RED } from "@/lib/client/bias-colours";
import type { PushLevel } from "@/lib/notifications/rules";

// The settings form of /account (spec §3 "User settings") as a pure change set: only fields that
// changed are sent to POST /v04/user/set, each with the type the server expects (spec §5: the client
// sends only right-typed fields). Pure.

export interface SettingsValues {
  username: string;
  imageMode: "color" | "grayscale";
  topFeedEdition: string;
  /** "us" (left blue, right red) or "international" (swapped), spec §4; "auto" until the reader picks. */
  colourScheme: "us" | "international" | "auto";
  timeZoneId: string;
  pnLevel: string;
  pnSound: boolean;
  /** Seconds after midnight (spec §3 pnDailyTime). */
  pnDailyTime: number;
}

/** The pnLevel choices; what each sends is lib/notifications/rules.ts. */
export const NOTIFICATION_LEVELS = [
  { value: "all", label: "Everything I follow" },
  { value: "important", label: "Only major stories" },
  { value: "off", label: "No notifications" },
] as const satisfies readonly { value: PushLevel; label: string }[];

export const secondsToTime = (seconds: number) => `${String(Math.floor(seconds / 3600) % 24).padStart(2, "0")}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, "0")}`;
export const timeToSeconds = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 3600 + (minutes ?? 0) * 60;
};

/** The changed settings as the /v04/user/set body. */
export function settingsPatch(initial: SettingsValues, current: SettingsValues): Record<string, string | number | boolean> {
  const body: Record<string, string | number | boolean> = {};
  if (current.username.trim() !== initial.username.trim() && current.username.trim()) body.username = current.username.trim();
  if (current.imageMode !== initial.imageMode) body.imageMode = current.imageMode;
  if (current.topFeedEdition !== initial.topFeedEdition) body.topFeedEdition = current.topFeedEdition;
  if (current.colourScheme !== initial.colourScheme && current.colourScheme !== "auto") {
    const us = current.colourScheme === "us";
    body.leftColor = us ? BIAS_BLUE : BIAS_DARK_RED;
    body.rightColor = us ? BIAS_DARK_RED : BIAS_BLUE;
  }
  if (current.timeZoneId !== initial.timeZoneId && current.timeZoneId) body.timeZoneId = current.timeZoneId;
  if (current.pnLevel !== initial.pnLevel) body.pnLevel = current.pnLevel;
  if (current.pnSound !== initial.pnSound) body.pnSound = current.pnSound;
  if (current.pnDailyTime !== initial.pnDailyTime) body.pnDailyTime = current.pnDailyTime;
  return body;
}

