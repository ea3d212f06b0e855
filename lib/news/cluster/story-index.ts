import type { PackedVector } from "./packed-vector";
import type { Story } from "./story";

/** Part of a lookup: the first `count` terms of a packed vector (heaviest first), with their weights. */
export type QueryPart = readonly [vector: PackedVector, count: number];

/**
 * Inverted index term → active stories containing it. Candidate lookup walks only the postings of
 * the article's most informative terms, so the cost grows with the candidates, not with the corpus.
 */
export class StoryIndex {
  /** Term → the stories indexed under it, in no particular order (arrays: walked far more often than changed). */
  private readonly postings = new Map<string, Story[]>();
  /** Number of the current lookup: a story met in it carries this number and its overlap so far. */
  private lookup = 0;

  /** Indexes a story under terms it is not indexed under yet (`Story.add` returns those). */
  add(story: Story, terms: Iterable<string>): void {
    for (const term of terms) {
      const list = this.postings.get(term);
      if (list) list.push(story);
      else this.postings.set(term, [story]);
    }
  }

  remove(story: Story): void {
    for (const term of story.terms) {
      const list = this.postings.get(term);
      if (!list) continue;
      const at = list.indexOf(story);
      if (at < 0) continue;
      // Order does not matter: the last one takes the removed one's place.
      list[at] = list[list.length - 1]!;
      list.pop();
      if (list.length === 0) this.postings.delete(term);
    }
  }

  /**
   * Stories sharing at least one term of `query` (an article's most informative terms with their
   * weights), best `limit` by the summed weight of the shared terms (ties: older story first, for
   * determinism). Stories that `accept` rejects (too far away in time) are left out before the limit
   * applies. Each story is asked once; the overlap is kept on the story itself (no map per lookup).
   */
  candidates(query: readonly QueryPart[], limit: number, accept: (story: Story) => boolean = () => true): Story[] {
    const lookup = ++this.lookup;
    const found: Story[] = [];
    for (const [vector, count] of query) {
      const { keys, weights } = vector;
      for (let i = 0; i < keys.length && i < count; i++) {
        const list = this.postings.get(keys[i]!);
        if (!list) continue;
        const weight = weights[i]!;
        for (let j = 0; j < list.length; j++) {
          const story = list[j]!;
          if (story.lookup !== lookup) {
            story.lookup = lookup;
            story.overlap = accept(story) ? 0 : Number.NEGATIVE_INFINITY;
            if (story.overlap === 0) found.push(story);
          }
          story.overlap += weight;
        }
      }
    }
    return best(found, limit);
  }
}

/** Whether story `a` ranks before `b`: more overlap, then older. */
function ranksBefore(a: Story, b: Story): boolean {
  return a.overlap > b.overlap || (a.overlap === b.overlap && a.sequence < b.sequence);
}

/**
 * The best `limit` stories in rank order. A lookup can meet hundreds of stories of which a dozen are
 * kept, so the kept ones are held in order as the others stream past (no sort of them all).
 */
function best(stories: Story[], limit: number): Story[] {
  const top: Story[] = [];
  if (limit <= 0) return top;
  for (const story of stories) {
    if (top.length === limit && !ranksBefore(story, top[limit - 1]!)) continue;
    let at = top.length === limit ? limit - 1 : top.length;
    while (at > 0 && ranksBefore(story, top[at - 1]!)) {
      top[at] = top[at - 1]!;
      at--;
    }
    top[at] = story;
  }
  return top;
}
