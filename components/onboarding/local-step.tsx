"use client";

import { trackOnboarding } from "@/lib/client/onboarding-events";
import { useId, useState } from "react";
import { goToUnauthorised, sendJson } from "@/lib/client/send-json";
import { FIELD, LABEL, MUTED_TEXT, PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/account/ui";

// Onboarding's local choice (spec §2 "onboarding (… local …)"): the place /local is about. Saved to the
// account (POST /v04/personal/local); without it /local guesses from the connection's address.

export interface PlaceOption {
  code: string;
  name: string;
}

export interface LocalStepProps {
  countries: readonly PlaceOption[];
  regions: Readonly<Record<string, readonly PlaceOption[]>>;
  initial: { countryCode: string; regionCode?: string } | null;
}

export function LocalStep({ countries, regions, initial }: LocalStepProps) {
  const countryId = useId();
  const regionId = useId();
  const [country, setCountry] = useState(initial?.countryCode ?? "US");
  const [region, setRegion] = useState(initial?.regionCode ?? "");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(initial ? "Your place is saved." : null);
  const regionChoices = regions[country] ?? [];

  async function save(clear: boolean): Promise<void> {
    setBusy(true);
    const result = await sendJson("POST", "/v04/personal/local", clear ? { clear: true } : { countryCode: country, regionCode: region || undefined });
    setBusy(false);
    if (!result.ok) {
      if (result.status === 401) return goToUnauthorised();
      return setMessage(result.message);
    }
    trackOnboarding(clear ? "localClear" : "localSet", clear ? {} : { countryCode: country, regionCode: region });
    const place = [regionChoices.find((option) => option.code === region)?.name, countries.find((option) => option.code === country)?.name].filter(Boolean).join(", ");
    setMessage(clear ? "Local news will follow where you connect from." : `Saved: local news for ${place}.`);
  }

  return (
    <div className="flex flex-col gap-4">
      <p className={MUTED_TEXT}>Local news shows stories about the place you choose.</p>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={countryId} className={LABEL}>
            Country
          </label>
          <select id={countryId} value={country} onChange={(event) => (setCountry(event.target.value), setRegion(""))} className={FIELD}>
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        {regionChoices.length ? (
          <div>
            <label htmlFor={regionId} className={LABEL}>
              State or province (optional)
            </label>
            <select id={regionId} value={region} onChange={(event) => setRegion(event.target.value)} className={FIELD}>
              <option value="">Whole country</option>
              {regionChoices.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="button" onClick={() => void save(false)} disabled={busy} className={PRIMARY_BUTTON}>
          Save my place
        </button>
        <button type="button" onClick={() => void save(true)} disabled={busy} className={SECONDARY_BUTTON}>
          Use my location instead
        </button>
      </div>
      <p aria-live="polite" className="text-sm">
        {message}
      </p>
    </div>
  );
}
