// Content terms of a headline or sentence, for judging how central it is to a story: lower-cased words
// without function words, possessives and plural "s", so "Trump's tariffs" and "tariff by Trump" share
// both terms. Deliberately light; the clusterer has its own tokeniser for similarity at scale.

const STOP_WORDS = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both but by " +
    "can could did do does doing down during each few for from further had has have having he her here hers him his how i if in " +
    "into is it its itself just me more most my no nor not now of off on once only or other our ours out over own same she should so " +
    "some such than that the their theirs them then there these they this those through to too under until up very was we were what " +
    "when where which while who whom why will with would you your yours says said say new news report reports update updates live " +
    "latest after amid over via one two three first last year years week day days monday tuesday wednesday thursday friday saturday sunday"
  ).split(" "),
);

export function normaliseWord(word: string): string {
  let term = word.toLowerCase().replace(/['’]s$/, "");
  if (term.length > 4 && term.endsWith("ies")) term = `${term.slice(0, -3)}y`;
  else if (term.length > 3 && term.endsWith("s") && !term.endsWith("ss") && !term.endsWith("us")) term = term.slice(0, -1);
  return term;
}

/** Content terms in order of appearance (with repeats). */
export function contentTerms(text: string): string[] {
  const words = text.normalize("NFKC").match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
  return words
    .map((word) => normaliseWord(word))
    .filter((term) => term.length > 1 && !STOP_WORDS.has(term) && !/^\d{1,2}$/.test(term));
}

export function termSet(text: string): Set<string> {
  return new Set(contentTerms(text));
}

/** Shared terms over the smaller set: 1 when one text says nothing the other does not. */
export function overlapCoefficient(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / Math.min(a.size, b.size);
}
