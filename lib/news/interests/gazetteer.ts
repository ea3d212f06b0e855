import { CITY_TABLE } from "./gazetteer-cities";
import { COUNTRY_TABLE } from "./gazetteer-countries";
import { AUSTRALIAN_STATE_TABLE, CANADIAN_PROVINCE_TABLE, UK_NATION_TABLE, US_STATE_TABLE } from "./gazetteer-regions";

// Places a story can be about, with the codes local news filters on (ARCHITECTURE.md §4: "places also
// drive local news"). A story about "Austin" is local for country US, region TX. Codes follow ISO 3166:
// countryCode is alpha-2 (GB for the United Kingdom), regionCode the subdivision part of ISO 3166-2
// (TX, ON, NSW, SCT), the form the local feed's `region` parameter takes.

export type PlaceKind = "country" | "state" | "province" | "region" | "city";

export interface PlaceRef {
  /** Canonical English name: "France" for "French", "New York" for "NYC". */
  name: string;
  kind: PlaceKind;
  countryCode: string;
  regionCode?: string;
}

export interface GazetteerEntry extends PlaceRef {
  aliases: string[];
  demonyms: string[];
}

function rows(table: string): string[][] {
  return table
    .trim()
    .split("\n")
    .map((line) => line.split("|").map((cell) => cell.trim()));
}

const list = (cell: string | undefined) => (cell ? cell.split(";").filter(Boolean) : []);

function regionEntries(table: string, kind: PlaceKind, countryCode: string): GazetteerEntry[] {
  return rows(table).map(([regionCode, name, aliases, demonyms]) => ({
    name: name!,
    kind,
    countryCode,
    regionCode,
    aliases: list(aliases),
    demonyms: list(demonyms),
  }));
}

export const GAZETTEER: readonly GazetteerEntry[] = [
  ...rows(COUNTRY_TABLE).map(([countryCode, name, aliases, demonyms]) => ({
    name: name!,
    kind: "country" as const,
    countryCode: countryCode!,
    aliases: list(aliases),
    demonyms: list(demonyms),
  })),
  ...regionEntries(US_STATE_TABLE, "state", "US"),
  ...regionEntries(CANADIAN_PROVINCE_TABLE, "province", "CA"),
  ...regionEntries(AUSTRALIAN_STATE_TABLE, "state", "AU"),
  ...regionEntries(UK_NATION_TABLE, "region", "GB"),
  ...rows(CITY_TABLE).map(([name, countryCode, regionCode, aliases]) => ({
    name: name!,
    kind: "city" as const,
    countryCode: countryCode!,
    ...(regionCode ? { regionCode } : {}),
    aliases: list(aliases),
    demonyms: [],
  })),
];

/** Folds accents and apostrophes so "Québec" finds Quebec and "St John’s" finds St. John's. */
export function placeKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’‘]/g, "'")
    .replace(/\b(St|Mt|Ft)\.? /g, "$1 ")
    .replace(/\s+/g, " ")
    .trim();
}

const isAcronym = (text: string) => /^[A-Z.]+$/.test(text);

function toRef(entry: GazetteerEntry): PlaceRef {
  const { aliases: _aliases, demonyms: _demonyms, ...ref } = entry;
  return ref;
}

function buildIndex() {
  // Acronyms ("ACT", "WA", "US") match only as written; other names in any case.
  const exact = new Map<string, PlaceRef>();
  const folded = new Map<string, PlaceRef>();
  const demonyms = new Map<string, PlaceRef>();
  for (const entry of GAZETTEER) {
    const ref = toRef(entry);
    for (const name of [entry.name, ...entry.aliases]) {
      const key = placeKey(name);
      if (!exact.has(key)) exact.set(key, ref);
      if (!isAcronym(key) && !folded.has(key.toLowerCase())) folded.set(key.toLowerCase(), ref);
    }
    for (const demonym of entry.demonyms) if (!demonyms.has(placeKey(demonym).toLowerCase())) demonyms.set(placeKey(demonym).toLowerCase(), ref);
  }
  return { exact, folded, demonyms };
}

const INDEX = buildIndex();

/** The longest place name in the gazetteer, in words: how far a multi-word match needs to look. */
export const MAX_PLACE_WORDS = Math.max(...GAZETTEER.flatMap((entry) => [entry.name, ...entry.aliases].map((name) => name.split(" ").length)));

/** A place by its name or another name ("NYC", "Britain"), or undefined. */
export function lookupPlace(name: string): PlaceRef | undefined {
  const key = placeKey(name).replace(/^the /i, "");
  return INDEX.exact.get(key) ?? INDEX.exact.get(`The ${key}`) ?? (isAcronym(key) ? undefined : INDEX.folded.get(key.toLowerCase()));
}

/** A place by its demonym: "French" → France, "Texan" → Texas. */
export function lookupDemonym(word: string): PlaceRef | undefined {
  return INDEX.demonyms.get(placeKey(word).toLowerCase());
}
