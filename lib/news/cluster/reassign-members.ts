import type { Labels } from "./article-features";
import { bestStory, type SearchSettings } from "./best-story";
import type { Story, StoryMember } from "./story";
import type { StoryIndex } from "./story-index";
import { scoreArticle, type Match } from "./story-similarity";

export interface ReassignSettings extends SearchSettings {
  /** The clusterer's join threshold: a member moves only to a story it would join as a newcomer. */
  joinThreshold: number;
  /**
   * How much better the other story must fit than the member's own (without it): a hysteresis, so a
   * member whose two stories fit it equally well stays where it is instead of moving back and forth.
   */
  moveMargin: number;
}

/** An article decided since the last pass, the story it was put in, and its words as written (for explanations). */
export interface RecentJoin {
  member: StoryMember;
  story: Story;
  labels: Labels;
  /** The story's `changedAt` once the article was in it. */
  decidedAt: number;
}

export interface Move {
  member: StoryMember;
  from: Story;
  into: Story;
  /** The member's match with the story it moves into. */
  match: Match;
  labels: Labels;
}

/**
 * The second look: a streaming clusterer decides each article once, with the stories that existed
 * when it arrived, so an article may have joined a neighbouring event's story (or started its own)
 * because the report it is closest to came a little later. Once a batch is in, every article decided
 * in it is scored again against its own story without it and, as a newcomer would be, against the
 * other stories; it moves when another story would take it and fits it better by `moveMargin`. An
 * article that is still alone is the merge pass's business (its story moves whole). Articles whose
 * story has since been merged away or evicted, or that have left it, are skipped.
 *
 * When the article's story has not changed since it joined, it fits the article as it did then, and
 * every story unchanged since scores as it did then, no better (the article chose its story over
 * them): only the stories changed since can draw it, and only those are scored.
 */
export function reassignMembers(stories: ReadonlyMap<string, Story>, index: StoryIndex, recent: readonly RecentJoin[], settings: ReassignSettings): Move[] {
  const moves: Move[] = [];
  for (const { member, story, labels, decidedAt } of recent) {
    if (stories.get(story.id) !== story || story.members.length < 2 || !story.members.includes(member)) continue;
    const own = scoreArticle(member, story, settings.similarity, member).score;
    const best = bestStory(index, member, settings, story, story.changedAt === decidedAt ? decidedAt : -1);
    if (!best || best.match.score < settings.joinThreshold || best.match.score <= own + settings.moveMargin) continue;
    index.remove(story);
    story.remove(member);
    index.add(story, story.terms);
    index.add(best.story, best.story.add(member));
    moves.push({ member, from: story, into: best.story, match: best.match, labels });
  }
  return moves;
}
