import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { LocalPlace } from "@/lib/site/local-place";
import { COUNTRY_OPTIONS, regionOptions } from "@/lib/site/places";

// "Set your place" on /local: a country and, for the US and Canada, an optional state or province
// (spec §5: only there does local news go below the country). A plain form posting to a server action,
// so it works without JavaScript.

const FIELD = `mt-1 block w-full max-w-xs rounded border border-neutral-300 bg-white px-2 py-1.5 dark:border-neutral-700 dark:bg-neutral-900 ${FOCUS_RING}`;

export function LocalPlaceForm({ action, current, canClear }: { action: (form: FormData) => Promise<void>; current: LocalPlace | null; canClear: boolean }) {
  const countryId = "local-place-country";
  const regionId = "local-place-region";
  return (
    <form action={action} className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={countryId} className="text-sm font-semibold">
          Country
        </label>
        <select id={countryId} name="country" defaultValue={current?.countryCode ?? "US"} className={FIELD} required>
          {COUNTRY_OPTIONS.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={regionId} className="text-sm font-semibold">
          State or province <span className="font-normal">(US and Canada, optional)</span>
        </label>
        <select id={regionId} name="region" defaultValue={current?.regionCode ?? ""} className={FIELD}>
          <option value="">Whole country</option>
          {(["US", "CA"] as const).map((country) => (
            <optgroup key={country} label={country === "US" ? "United States" : "Canada"}>
              {regionOptions(country).map((region) => (
                <option key={`${country}-${region.code}`} value={region.code}>
                  {region.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <button type="submit" name="intent" value="set" className={`rounded bg-neutral-900 px-4 py-2 font-semibold text-white dark:bg-neutral-100 dark:text-neutral-900 ${FOCUS_RING}`}>
        Show local news
      </button>
      {canClear ? (
        <button type="submit" name="intent" value="clear" formNoValidate className={`rounded border border-neutral-300 px-4 py-2 dark:border-neutral-700 ${FOCUS_RING}`}>
          Use my location instead
        </button>
      ) : null}
    </form>
  );
}
