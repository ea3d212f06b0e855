import {
  COMMON_SUBJECTS,
  GIVEN_NAMES,
  KNOWN_PEOPLE,
  NOT_ENTITIES,
  ORG_ALIASES,
  ORG_HEADS,
  ORG_SUFFIXES,
  PERSON_TITLES,
  SPEECH_VERBS,
  TITLE_FILLERS,
  TITLES_IN_NAME,
} from "./entity-lexicon";
import { isTitleCase, tokenise, type Token } from "./entity-tokens";
import { GAZETTEER, lookupDemonym, lookupPlace, MAX_PLACE_WORDS, type PlaceRef } from "./gazetteer";

// People, organisations and places named in a headline and lead (ARCHITECTURE.md §4), by rules rather
// than a model: runs of capitalised words are names; a title before one makes a person ("Sen. Elizabeth
// Warren"), an organisation word after one makes an organisation ("Bank of England", "Acme Corp"), the
// gazetteer makes places, and a demonym names its country ("French President …" → France).

export interface ExtractedEntities {
  people: string[];
  organisations: string[];
  places: PlaceRef[];
}

interface Found {
  people: string[];
  organisations: string[];
  places: PlaceRef[];
}

const CONNECTORS = new Set(["of", "de", "da", "del", "van", "von", "der", "bin", "al", "la", "du", "for"]);
const LANDMARKS = new Set("harbour harbor bridge airport street river park square station beach island county bay area region metro valley".split(" "));
const bare = (word: string) => word.toLowerCase().replace(/\.$/, "");
const isNoise = (token: Token) => NOT_ENTITIES.has(bare(token.text));

/** Runs of capitalised tokens, joined through "of"/"de"/… connectors; possessives end a run. */
function capitalisedRuns(tokens: readonly Token[]): { run: Token[]; before?: Token; after?: Token }[] {
  const runs: { run: Token[]; before?: Token; after?: Token }[] = [];
  let current: Token[] = [];
  let startIndex = 0;
  const close = (endIndex: number) => {
    while (current.length && CONNECTORS.has(current.at(-1)!.text)) current.pop();
    if (current.length) runs.push({ run: current, before: tokens[startIndex - 1], after: tokens[endIndex] });
    current = [];
  };
  tokens.forEach((token, index) => {
    const connector = current.length > 0 && CONNECTORS.has(token.text) && tokens[index + 1]?.capitalised === true;
    // A capitalised function word ("To", "At" in Title Case) breaks a run unless it opens a sentence.
    const joinable = token.capitalised && !(current.length > 0 && isNoise(token) && bare(token.text).length <= 4);
    if (joinable || connector) {
      if (current.length === 0) startIndex = index;
      current.push(token);
      if (token.possessive) close(index + 1);
    } else close(index);
  });
  close(tokens.length);
  return runs;
}

function placeAt(words: readonly string[], start: number): { place: PlaceRef; length: number } | undefined {
  for (let length = Math.min(MAX_PLACE_WORDS, words.length - start); length >= 1; length--) {
    const name = words.slice(start, start + length).join(" ");
    const place = lookupPlace(name) ?? (length === 1 ? lookupDemonym(name) : undefined);
    if (place) return { place, length };
  }
  return undefined;
}

function personName(words: readonly string[]): string {
  const withoutInitials = words.filter((word, index) => index === 0 || index === words.length - 1 || !/^\p{Lu}\.?$/u.test(word));
  const name = withoutInitials.join(" ");
  return KNOWN_PEOPLE[name] ?? name;
}

// Descriptive words are noise alone but part of names: "New York", "Federal Reserve", "North Korea".
const PART_OF_NAMES = new Set("new north south east west northern southern eastern western central state federal national international global world republican democratic".split(" "));
const isEdgeNoise = (word: string) => NOT_ENTITIES.has(bare(word)) && !PART_OF_NAMES.has(bare(word));
const isNameWord = (word: string) => /^\p{Lu}/u.test(word) && !ORG_SUFFIXES.has(bare(word)) && !NOT_ENTITIES.has(bare(word));

type Context = { before?: Token; after?: Token };

/** A title: everything after the last title word (past "of State"-like fillers) is the person. */
function classifyTitled(words: readonly string[], found: Found): boolean {
  const titleIndex = words.findLastIndex(isTitle);
  if (titleIndex < 0 || ORG_SUFFIXES.has(bare(words.at(-1)!))) return false;
  let nameStart = titleIndex + 1;
  while (nameStart < words.length && TITLE_FILLERS.has(bare(words[nameStart]!))) nameStart++;
  const name = words.slice(nameStart);
  if (name.length === 0 || name.length > 4 || !name.every(isNameWord)) return false;
  const keepsTitle = TITLES_IN_NAME.has(bare(words[titleIndex]!));
  found.people.push(keepsTitle ? [words[titleIndex]!, ...name].join(" ") : personName(name));
  for (let index = 0; index < titleIndex; index++) {
    const match = placeAt(words, index);
    if (match) (found.places.push(match.place), (index += match.length - 1));
  }
  return true;
}

/** A leading place or demonym before an organisation, a titled person or a landmark: "Texas Gov. …". */
function classifyLeadingPlace(words: string[], context: Context, found: Found): boolean {
  const leading = placeAt(words, 0);
  if (!leading || leading.length >= words.length) return false;
  const rest = words.slice(leading.length);
  const restAlias = ORG_ALIASES[rest.join(" ")];
  const restIsOrg = restAlias !== undefined || ORG_SUFFIXES.has(bare(rest.at(-1)!));
  const restIsTitled = rest.some(isTitle);
  const restIsLandmark = rest.every((word) => LANDMARKS.has(bare(word)));
  const isDemonym = lookupDemonym(words.slice(0, leading.length).join(" ")) !== undefined;
  if (!(isDemonym || restIsOrg || restIsTitled || restIsLandmark)) return false;
  found.places.push(leading.place);
  // "Austin Police Department" keeps its full name; "U.S. Supreme Court" is the Supreme Court.
  if (restIsOrg && !isDemonym && restAlias === undefined) found.organisations.push(words.join(" "));
  else if (!restIsLandmark) classify(rest, context, found);
  return true;
}

/** Untitled names: a known first name, "… said", or a title just before the run makes a person. */
function classifyUntitled(words: readonly string[], context: Context, found: Found): void {
  const saidBy = context.after !== undefined && SPEECH_VERBS.has(context.after.text.toLowerCase());
  const titledBefore = context.before !== undefined && PERSON_TITLES.has(bare(context.before.text));
  if (words.length >= 2 && words.length <= 4 && words.every(isNameWord)) {
    if (GIVEN_NAMES.has(words[0]!.toLowerCase()) || saidBy || titledBefore || KNOWN_PEOPLE[words.at(-1)!]) found.people.push(personName(words));
    return;
  }
  if (words.length !== 1) return;
  const word = words[0]!;
  if ((saidBy || titledBefore) && !COMMON_SUBJECTS.has(word.toLowerCase())) found.people.push(personName([word]));
  else if (/^[A-Z]{3,5}$/.test(word)) found.organisations.push(word);
}

function classify(words: string[], context: Context, found: Found): void {
  while (words.length && isEdgeNoise(words[0]!)) words = words.slice(1);
  while (words.length && isEdgeNoise(words.at(-1)!)) words = words.slice(0, -1);
  if (words.length === 0) return;
  // "US-Mexico border": both halves are places.
  const halves = words.length === 1 ? words[0]!.split("-") : [];
  if (halves.length > 1 && halves.every((half) => lookupPlace(half))) return void found.places.push(...halves.map((half) => lookupPlace(half)!));
  const full = words.join(" ");
  if (ORG_ALIASES[full]) return void found.organisations.push(ORG_ALIASES[full]!);
  const wholePlace = lookupPlace(full) ?? (words.length === 1 ? lookupDemonym(full) : undefined);
  if (wholePlace) return void found.places.push(wholePlace);
  if (KNOWN_PEOPLE[full]) return void found.people.push(KNOWN_PEOPLE[full]!);
  if (classifyTitled(words, found) || classifyLeadingPlace(words, context, found)) return;
  const orgHead = words.length >= 3 && ORG_HEADS.has(bare(words[0]!)) && words[1] === "of";
  if ((words.length >= 2 && ORG_SUFFIXES.has(bare(words.at(-1)!))) || orgHead) return void found.organisations.push(full);
  classifyUntitled(words, context, found);
}

/** "Kerry" becomes "John Kerry" when the text (or `alsoNamed`) names him in full. */
export function resolveSurnames(people: readonly string[], alsoNamed: readonly string[] = people): string[] {
  const fullNames = alsoNamed.filter((name) => name.includes(" "));
  return people.map((name) => (name.includes(" ") ? name : (fullNames.find((full) => full.split(" ").at(-1) === name) ?? name)));
}

function unique<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && (seen.add(key(item)), true));
}

/** Words of multi-word names the lexicons know ("Supreme", "Court", "New", "York"): capitals kept in Title Case. */
const NAME_WORDS = new Set(
  [...Object.keys(ORG_ALIASES), ...Object.values(KNOWN_PEOPLE), ...GAZETTEER.flatMap((entry) => [entry.name, ...entry.aliases])]
    .filter((name) => name.includes(" "))
    .flatMap((name) => name.split(" ")),
);

const isTitle = (word: string) => PERSON_TITLES.has(bare(word)) || TITLES_IN_NAME.has(bare(word));

/** Title Case: a capital counts for known words, titles, given names and the word right after those. */
function confirmTitleCase(tokens: readonly Token[], known: (token: Token) => boolean): Token[] {
  return tokens.map((token, index) => {
    const previous = tokens[index - 1];
    const afterNameStart = previous !== undefined && (GIVEN_NAMES.has(previous.text.toLowerCase()) || isTitle(previous.text));
    const keep = known(token) || isTitle(token.text) || GIVEN_NAMES.has(token.text.toLowerCase()) || afterNameStart;
    return token.capitalised && !keep ? { ...token, capitalised: false } : token;
  });
}

function extract(title: string, lead: string): { fromTitle: Found; fromLead: Found } {
  const leadTokens = tokenise(lead);
  const leadNames = new Set(capitalisedRuns(leadTokens).flatMap(({ run }) => run.map((token) => token.text)));
  const titleTokens = tokenise(title);
  // In a Title Case headline, capitals mean nothing: keep only words the lead also capitalises or the
  // lexicons know.
  const known = (token: Token) =>
    leadNames.has(token.text) ||
    NAME_WORDS.has(token.text) ||
    ORG_ALIASES[token.text] !== undefined ||
    KNOWN_PEOPLE[token.text] !== undefined ||
    lookupPlace(token.text) !== undefined ||
    lookupDemonym(token.text) !== undefined;
  const confirmed = isTitleCase(titleTokens) ? confirmTitleCase(titleTokens, known) : titleTokens;
  const [fromTitle, fromLead] = [confirmed, leadTokens].map((tokens) => {
    const found: Found = { people: [], organisations: [], places: [] };
    for (const { run, before, after } of capitalisedRuns(tokens)) classify(run.map((token) => token.text), { before, after }, found);
    return found;
  });
  return { fromTitle: fromTitle!, fromLead: fromLead! };
}

function finish(found: Found, alsoNamed: readonly string[]): ExtractedEntities {
  return {
    people: unique(resolveSurnames(found.people, alsoNamed), (name) => name),
    organisations: unique(found.organisations, (name) => name),
    places: unique(found.places, (place) => `${place.kind}:${place.name}`),
  };
}

export function extractEntities(title: string, lead: string): ExtractedEntities {
  const { fromTitle, fromLead } = extract(title, lead);
  const people = [...fromTitle.people, ...fromLead.people];
  return finish({ people, organisations: [...fromTitle.organisations, ...fromLead.organisations], places: [...fromTitle.places, ...fromLead.places] }, people);
}

/** Only what the headline names; the lead helps read its capitals and complete surnames. */
export function extractTitleEntities(title: string, lead = ""): ExtractedEntities {
  const { fromTitle, fromLead } = extract(title, lead);
  return finish(fromTitle, [...fromTitle.people, ...fromLead.people]);
}
