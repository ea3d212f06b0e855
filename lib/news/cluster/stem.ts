// A light English suffix stripper: enough to make "pardon", "pardons", "pardoned" and "pardoning" one
// term across outlets, without the cost or the surprises of a full Porter stemmer (which conflates
// words like "general" and "generous"). Applied to lower-case word tokens only.
const DOUBLE_CONSONANT = /([bdfgkmnprt])\1$/;

function undouble(stem: string): string {
  return DOUBLE_CONSONANT.test(stem) ? stem.slice(0, -1) : stem;
}

export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith("'s") || w.endsWith("’s")) w = w.slice(0, -2);
  if (w.endsWith("ies") && w.length > 4) w = w.slice(0, -3) + "y";
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w) && w.length > 3) w = w.slice(0, -1);

  if (w.endsWith("ied") && w.length > 4) w = w.slice(0, -3) + "y";
  else if (w.endsWith("ing") && w.length >= 6) w = undouble(w.slice(0, -3));
  else if (w.endsWith("ed") && w.length >= 5 && !w.endsWith("eed")) w = undouble(w.slice(0, -2));

  // Silent final e: "charge" and "charged" must meet at "charg".
  if (w.endsWith("e") && w.length >= 4) w = w.slice(0, -1);
  return w;
}
