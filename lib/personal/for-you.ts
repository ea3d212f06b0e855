// For You (issue 5, spec §1 "Personalised feeds"): the stories of the interests and outlets a reader
// follows, newest and most covered first, without the sources they blocked or the topics they muted.
// Pure: the candidates and the reader's follows come in; the order and the reasons go out.

export interface ForYouCandidate {
  id: number;
  lastSeenAt: Date;
  sourceCount: number;
  interestIds: readonly number[];
  /** Distinct outlets whose articles are in the story. */
  outletIds: readonly string[];
}

export interface ReaderFollows {
  interestIds: ReadonlySet<number>;
  outletIds: ReadonlySet<string>;
  blockedOutletIds: ReadonlySet<string>;
  mutedInterestIds: ReadonlySet<number>;
}

export interface ForYouEntry<C extends ForYouCandidate> {
  story: C;
  /** Why it is here: the followed interests and outlets it matched. */
  matchedInterestIds: number[];
  matchedOutletIds: string[];
}

/**
 * Stories are grouped by age in windows of this length, counted back from the latest news; inside a
 * window the most covered story comes first. "Newest and most covered first": a story of this morning
 * covered by 20 outlets beats one of an hour ago covered by 1, but never a story from yesterday.
 */
export const FOR_YOU_RECENCY_WINDOW_MS = 24 * 3_600_000;

export function hasFollows(follows: ReaderFollows): boolean {
  return follows.interestIds.size > 0 || follows.outletIds.size > 0;
}

/**
 * Whether the reader's blocks and mutes hide a story wherever it is listed (For You, and the cards of the
 * cached public pages, issue 28): it carries a muted topic, or every outlet covering it is blocked (a story
 * the reader could only hear about from sources they asked not to see).
 */
export function hiddenByReader(
  story: { interestIds: readonly number[]; outletIds: readonly string[] },
  reader: { blockedOutletIds: ReadonlySet<string>; mutedInterestIds: ReadonlySet<number> },
): boolean {
  if (story.interestIds.some((id) => reader.mutedInterestIds.has(id))) return true;
  return story.outletIds.length > 0 && story.outletIds.every((id) => reader.blockedOutletIds.has(id));
}

/**
 * A story is kept when it matches a followed interest or is covered by a followed outlet, and
 * dropped when the reader's blocks and mutes hide it (hiddenByReader). A blocked outlet never counts as
 * a match.
 */
export function selectForYou<C extends ForYouCandidate>(candidates: readonly C[], follows: ReaderFollows, at: Date): ForYouEntry<C>[] {
  // Each entry with its sort keys worked out once (a dense fortnight gives thousands of entries).
  const entries: (ForYouEntry<C> & { window: number; time: number })[] = [];
  for (const story of candidates) {
    if (hiddenByReader(story, follows)) continue;
    const visibleOutlets = story.outletIds.filter((id) => !follows.blockedOutletIds.has(id));
    const matchedInterestIds = story.interestIds.filter((id) => follows.interestIds.has(id));
    const matchedOutletIds = visibleOutlets.filter((id) => follows.outletIds.has(id));
    if (matchedInterestIds.length === 0 && matchedOutletIds.length === 0) continue;
    const time = story.lastSeenAt.getTime();
    const window = Math.max(0, Math.floor((at.getTime() - time) / FOR_YOU_RECENCY_WINDOW_MS));
    entries.push({ story, matchedInterestIds, matchedOutletIds, window, time });
  }
  entries.sort((a, b) => a.window - b.window || b.story.sourceCount - a.story.sourceCount || b.time - a.time || b.story.id - a.story.id);
  return entries.map(({ story, matchedInterestIds, matchedOutletIds }) => ({ story, matchedInterestIds, matchedOutletIds }));
}
