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

const GALLERY = /\bin (?:pictures|photos)\b|\bphoto essay\b|\bphotos:|\bgallery\b/i;
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
 * late-night comedy host ("Colbert: Was the scarf a campaign ad?"). Only those commenters, meant to be
 * never a party to the happening: a named politician's reply may be a principal's (it joins the
 * happening, test 2), and "Trump takes to Twitter" is the principal himself (a singular subject with
 * "takes" is not read). Not told apart (read as reactions all the same): a singular name ending in "s"
 * with "took" ("Sanders took to Twitter"), Twitter the company replying ("Twitter responds to …"), and a
 * headline whose news is a host himself ("Jimmy Kimmel suspended …"; "Fallon" is also a politician's name).
 */
const CROWD = "twitter|social media|the internet|internet|fans|critics|late-night hosts?|late-night tv";
const CROWD_VERB =
  "calls? out|erupts?|reacts?|responds?|mocks?|roasts?|slams?|rips?|blasts?|explodes?|jokes?|goes wild|melts? down|freaks? out|has a field day|can'?t stop";
const REACTION = new RegExp(
  [
    `^(?:${CROWD})(?: users)? (?:${CROWD_VERB})\\b`,
    // A plural crowd taking to social media ("Critics take to Twitter"); "Trump takes to Twitter" is a principal
    // ("took" is read for any subject ending in "s", a singular name too).
    `\\b\\w+s (?:take|took) to (?:twitter|social media|instagram|facebook)\\b`,
    `\\blate-night (?:hosts?|comics?|comedians?|tv)\\b`,
    `^(?:stephen colbert|colbert|jimmy kimmel|kimmel|jimmy fallon|fallon|seth meyers|trevor noah|james corden|john oliver|samantha bee|bill maher|conan o'brien|snl|'snl'|saturday night live)\\b`,
  ].join("|"),
  "i",
);

/** Whether a headline announces a third party's reaction (a crowd on social media, a late-night host). */
export function headlineReaction(title: string): boolean {
  return REACTION.test(title.trim());
}
