"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { saveEditionCookie } from "@/components/onboarding/edition-step";
import { NOTIFICATION_LEVELS, secondsToTime, settingsPatch, timeToSeconds, type SettingsValues } from "@/lib/personal/settings-patch";
import { goToUnauthorised, sendJson } from "@/lib/client/send-json";
import { FIELD, LABEL, MUTED_TEXT, PRIMARY_BUTTON } from "./ui";

// The settings of spec §3 ("User settings") on /account, saved with POST /v04/user/set. Only fields
// that changed are sent, each with the type the server expects (spec §5).

export function SettingsForm({
  initial,
  editions,
  timeZones,
  pushAvailable,
}: {
  initial: SettingsValues;
  editions: readonly { id: string; name: string }[];
  timeZones: readonly string[];
  /** The site has VAPID keys (issue 22): the header's bell switches push on per browser. */
  pushAvailable: boolean;
}) {
  const id = useId();
  const router = useRouter();
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const set = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const body = settingsPatch(saved, values);
    if (Object.keys(body).length === 0) return setMessage({ tone: "ok", text: "Nothing to save: no setting changed." });
    setBusy(true);
    const result = await sendJson("POST", "/v04/user/set", body);
    setBusy(false);
    if (!result.ok) {
      if (result.status === 401) return goToUnauthorised();
      return setMessage({ tone: "error", text: result.message });
    }
    if (typeof body.topFeedEdition === "string") saveEditionCookie(body.topFeedEdition);
    setSaved(values);
    setMessage({ tone: "ok", text: "Settings saved." });
    router.refresh();
  }

  const radio = (name: keyof SettingsValues, value: string, label: string) => (
    <label className="flex items-center gap-2">
      <input type="radio" name={`${id}-${name}`} value={value} checked={values[name] === value} onChange={() => set(name, value as never)} />
      {label}
    </label>
  );

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-5 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-name`} className={LABEL}>
          Display name
        </label>
        <input id={`${id}-name`} value={values.username} onChange={(event) => set("username", event.target.value)} autoComplete="nickname" maxLength={64} className={FIELD} />
      </div>
      <div>
        <label htmlFor={`${id}-edition`} className={LABEL}>
          Top news edition
        </label>
        <select id={`${id}-edition`} value={values.topFeedEdition} onChange={(event) => set("topFeedEdition", event.target.value)} className={FIELD}>
          {editions.map((edition) => (
            <option key={edition.id} value={edition.id}>
              {edition.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className={LABEL}>Images</legend>
        <div className="mt-1 flex gap-4">
          {radio("imageMode", "color", "Colour")}
          {radio("imageMode", "grayscale", "Greyscale")}
        </div>
      </fieldset>
      <fieldset>
        <legend className={LABEL}>Bias colours</legend>
        <div className="mt-1 flex flex-col gap-1">
          {radio("colourScheme", "us", "US: left blue, right red")}
          {radio("colourScheme", "international", "International: left red, right blue")}
        </div>
        {values.colourScheme === "auto" ? <p className={`mt-1 text-sm ${MUTED_TEXT}`}>Now: chosen by your edition.</p> : null}
      </fieldset>
      <div>
        <label htmlFor={`${id}-zone`} className={LABEL}>
          Time zone
        </label>
        <select id={`${id}-zone`} value={values.timeZoneId} onChange={(event) => set("timeZoneId", event.target.value)} className={FIELD}>
          {values.timeZoneId ? null : <option value="">Not set</option>}
          {timeZones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="sm:col-span-2">
        <legend className={LABEL}>Notifications</legend>
        <p className="mt-1 text-sm">
          {pushAvailable
            ? "Switch them on for each browser with the bell at the top of the page. The daily briefing comes at this time in your time zone."
            : "This site does not send push notifications yet; your choices are kept for when it does."}
        </p>
        <div className="mt-1 grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor={`${id}-level`} className="block text-sm">
              Send me
            </label>
            <select id={`${id}-level`} value={values.pnLevel} onChange={(event) => set("pnLevel", event.target.value)} className={FIELD}>
              {NOTIFICATION_LEVELS.map((level) => (
                <option key={level.value} value={level.value}>
                  {level.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-daily`} className="block text-sm">
              Daily briefing at
            </label>
            <input id={`${id}-daily`} type="time" value={secondsToTime(values.pnDailyTime)} onChange={(event) => set("pnDailyTime", timeToSeconds(event.target.value))} className={FIELD} />
          </div>
          <label className="flex items-center gap-2 self-end pb-2">
            <input type="checkbox" checked={values.pnSound} onChange={(event) => set("pnSound", event.target.checked)} />
            Play a sound
          </label>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
          {busy ? "Saving…" : "Save settings"}
        </button>
        <p aria-live="polite" className={message?.tone === "error" ? "text-red-700 dark:text-red-400" : ""}>
          {message?.text}
        </p>
      </div>
    </form>
  );
}
