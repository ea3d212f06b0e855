import { tokenize } from "./text-tokens";

/**
 * What kind of piece a headline announces (issue 26, fifth round): a plain report, a photo gallery or
 * an interview programme. A gallery ("US family separation crisis – in pictures") shows a subject over
 * weeks and an interview programme ("One on One with Secretary of State Mike Pompeo") talks over
 * several; either shares a subject's words with a report of one event without being that event. Only
 * forms that name the piece itself: a report of what someone said in an interview ("DeVos struggles in
 * pointed '60 Minutes' interview") is a report, and an explainer, whose headlines name the event itself
 * ("Super Tuesday, explained"), is kept with it (the dev set's gold stories hold such explainers).
 */
export const GENRE = { Report: 0, Gallery: 1, Interview: 2 } as const;

export type Genre = (typeof GENRE)[keyof typeof GENRE];

// "Gallery" only as the piece's own label ("Photo gallery: …", "Gallery: …", "… – gallery"), not a gallery in the news.
const GALLERY = /\bin (?:pictures|photos)\b|\bphoto essay\b|\bphotos:|\bphoto gallery\b|\bgallery:|[–-] gallery$/i;
const INTERVIEW = /^(?:one on one with|interview:)|\bq&a\b|\bin conversation with\b|[–-] interview$|\bfull interview\b/i;

/** The genre a headline announces, read from its words (a plain report when it names none). */
export function headlineGenre(title: string): Genre {
  const trimmed = title.trim();
  if (GALLERY.test(trimmed)) return GENRE.Gallery;
  if (INTERVIEW.test(trimmed)) return GENRE.Interview;
  return GENRE.Report;
}

/** Whether two pieces are of different genres (absent: a report). */
export function otherGenres(a: Genre | undefined, b: Genre | undefined): boolean {
  return (a ?? GENRE.Report) !== (b ?? GENRE.Report);
}

/**
 * A third party's reaction (issue 26, eighth round; the written rule's test 2 and its change 5): a piece
 * whose headline's news is what others said about a happening, named as a crowd ("Twitter calls out the
 * striker's dive", "Social media reacts to …", "Critics take to Twitter to denounce …") or as a
 * late-night comedy host speaking or joking ("Colbert: Was the scarf a campaign ad?", "Kimmel roasts …").
 * Only those commenters, meant to be never a party to the happening: a named politician's reply may be a
 * principal's (it joins the happening, test 2), and "Trump takes to Twitter" is the principal himself (a
 * singular subject is not read: "take" only after a plural, "took" only after a crowd word). Not read as
 * reactions: Twitter the company answering ("Twitter responds to …", "Twitter slams the ban": those verbs
 * count only for the other crowds), news about a host or show ("Jimmy Kimmel suspended …", "Fallon
 * resigns …"), or about late-night television ("Late-night TV ratings slump", "Trump attacks late-night
 * hosts": late-night hosts count only as the headline's subject).
 */
const CROWD = "social media|the internet|internet|fans|critics";
const REACTING = "calls? out|erupts?|reacts?|mocks?|roasts?|explodes?|jokes?|goes wild|melts? down|freaks? out|has a field day|can'?t stop";
const ANSWERING = "responds?|slams?|rips?|blasts?";
const TOOK_CROWD = "critics|fans|users|leftists|liberals|conservatives|viewers|celebrities|people";
const HOSTS = "stephen colbert|colbert|jimmy kimmel|kimmel|jimmy fallon|fallon|seth meyers|trevor noah|james corden|john oliver|samantha bee|bill maher|conan o'brien|snl|'snl'|saturday night live";
const REACTION = new RegExp(
  [
    `^twitter(?: users)? (?:${REACTING})\\b`,
    `^(?:${CROWD})(?: users)? (?:${REACTING}|${ANSWERING})\\b`,
    // A plural crowd taking to social media ("Critics take to Twitter"); "Trump takes to Twitter" is a principal.
    `\\b\\w+s take to (?:twitter|social media|instagram|facebook)\\b`,
    `\\b(?:${TOOK_CROWD}) took to (?:twitter|social media|instagram|facebook)\\b`,
    `^(?:the )?late-night (?:hosts?|comics?|comedians?)\\b`,
    // A host speaking ("Colbert: …") or joking about someone, not news about the host.
    `^(?:${HOSTS})(?::| (?:${REACTING}|${ANSWERING}|skewers?|trolls?|takes? aim)\\b)`,
  ].join("|"),
  "i",
);

/** Whether a headline announces a third party's reaction (a crowd on social media, a late-night host). */
export function headlineReaction(title: string): boolean {
  return REACTION.test(title.trim());
}

/**
 * A celebrity's side piece (issue 26, eleventh round; the written rule's tests 2 and 4: "a celebrity in
 * the stands"): a headline that opens with a name its lead introduces as an entertainer ("Gisele
 * Bundchen Cheers for Brazil at World Cup" — "Brazilian supermodel Gisele Bundchen showed off …").
 * Read only from the piece's own words; whether the celebrity is a party to the other report's news is
 * the pair's question (`celebrityAbsent`): in "Jussie Smollett arrested" every report names the actor.
 * Of datasets/articles' 37,554 headlines 21 qualify, nearly all of them the principal of their news.
 */
const ENTERTAINER = "supermodel|fashion model|actor|actress|singer|singer-songwriter|rapper|comedian|pop star|rock star|country star|film star|movie star|porn star|adult film star|reality (?:tv |television )?star|talk show host|tv host|television host|musician|celebrity|socialite|influencer";
// The title is lower case mid-sentence and capitalised at a sentence's start ("Actress Lori Loughlin …"); the name is capitalised.
const TITLE_ANY_CASE = ENTERTAINER.split("|").map((title) => `[${title[0]!.toUpperCase()}${title[0]}]${title.slice(1)}`).join("|");
const INTRODUCED = new RegExp(`\\b(?:${TITLE_ANY_CASE})\\s+((?:[A-Z][\\p{L}'’.-]+\\s+){1,2}[A-Z][\\p{L}'’-]+)`, "gu");
const OPENING_NAME = /^((?:[A-Z][\p{L}'’.-]+\s+){1,2}[A-Z][\p{L}'’-]+)/u;

/**
 * The word keys of the celebrity a headline opens with, when its lead introduces that same name with an
 * entertainer's title (supermodel, actress, rapper, talk show host …); undefined otherwise.
 */
export function celebrityKeys(title: string, lead: string): string[] | undefined {
  const opening = OPENING_NAME.exec(title.trim());
  if (!opening || lead.length === 0) return undefined;
  const words = opening[1]!.split(/\s+/);
  for (const match of lead.matchAll(INTRODUCED)) {
    const named = match[1]!.split(/\s+/);
    // The lead's name is the headline's first words (two or three of them, as the lead writes it).
    if (named.length > words.length || named.some((word, i) => word !== words[i])) continue;
    return tokenize(named.join(" ")).map((token) => token.key);
  }
  return undefined;
}
