// Function words and newsroom boilerplate that say nothing about which event an article reports.
// The online IDF would learn most of these, but not during the cold start (few documents seen), and
// day names differ between outlets covering the same event ("on Tuesday" vs "on Wednesday").
const WORDS = `
a about above after again against all almost also although am among an and another any anyone anything are
aren around as at back be became because become been before being below between both but by can cannot
could couldn did didn do does doesn doing don done down during each either else even ever every few for
from further get gets getting got had hadn has hasn have haven having he her here hers herself him himself
his how however i if in into is isn it its itself just least less like likely made make makes many may
me might more most much must my myself neither no nor not now of off often on once one only or other
others our ours ourselves out over own per perhaps please put rather same say says said saying see seen
she should shouldn since so some something still such than that the their theirs them themselves then
there these they this those though through thus to too toward towards under until up upon us very via
was wasn we were weren what whatever when where whether which while who whom whose why will with within
without won would wouldn yet you your yours yourself yourselves
monday tuesday wednesday thursday friday saturday sunday today tonight yesterday tomorrow week weekend
mr mrs ms dr told tells tell according report reports reported reportedly statement news update updated
read via image images photo photos caption toggle enlarge getty ap reuters cnn file video watch click
two three four first last year years day days time times going way well new
breaking exclusive opinion analysis live dont didnt doesnt isnt wasnt arent werent cant couldnt wouldnt
shouldnt wont hasnt havent hadnt im ive youre theyre weve lets thats whats theres heres
`;

export const STOPWORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));
