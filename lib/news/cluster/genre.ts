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
