import type { Side } from "@/lib/news/bias-scale";

// "What you're missing" on My News Bias (issue 5): recent stories covered mostly by the side the
// reader reads least, the ones their usual sources are least likely to have shown them. Pure.

export interface CoveredStory {
  id: number;
  sourceCount: number;
  lastSeenAt: Date;
  coverage: Record<Side, number>;
}

/** A story is "covered mostly" by a side when that side has at least this share of its rated sources. */
export const MOSTLY_SHARE = 50;
export const MISSING_LIMIT = 6;

export function mostlyCoveredBy(story: CoveredStory, side: Side): boolean {
  const share = story.coverage[side];
  const others = (["left", "center", "right"] as const).filter((other) => other !== side);
  return share >= MOSTLY_SHARE && others.every((other) => story.coverage[other] < share);
}

/** Unread stories mostly covered by `side`, the most covered first, then the newest. */
export function missingStories<S extends CoveredStory>(stories: readonly S[], side: Side, readStoryIds: ReadonlySet<number>, limit = MISSING_LIMIT): S[] {
  return stories
    .filter((story) => !readStoryIds.has(story.id) && mostlyCoveredBy(story, side))
    .sort((a, b) => b.sourceCount - a.sourceCount || b.lastSeenAt.getTime() - a.lastSeenAt.getTime() || b.id - a.id)
    .slice(0, limit);
}
