import type { PackedVector } from "./packed-vector";
import type { Story } from "./story";

/** Part of a lookup: the first `count` terms of a packed vector (heaviest first), with their weights. */
export type QueryPart = readonly [vector: PackedVector, count: number];

/**
 * Inverted index term → active stories containing it. Candidate lookup walks only the postings of
 * the article's most informative terms, so the cost grows with the candidates, not with the corpus.
 */
export class StoryIndex {
  private readonly postings = new Map<string, Set<Story>>();
  /** Number of the current lookup: a story met in it carries this number and its overlap so far. */
  private lookup = 0;

  add(story: Story, terms: Iterable<string>): void {
    for (const term of terms) {
      let set = this.postings.get(term);
      if (!set) this.postings.set(term, (set = new Set()));
      set.add(story);
    }
  }

  remove(story: Story): void {
    for (const term of story.terms) {
      const set = this.postings.get(term);
      if (!set) continue;
      set.delete(story);
      if (set.size === 0) this.postings.delete(term);
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
        const set = this.postings.get(keys[i]!);
        if (!set) continue;
        const weight = weights[i]!;
        for (const story of set) {
          if (story.lookup !== lookup) {
            story.lookup = lookup;
            story.overlap = accept(story) ? 0 : Number.NEGATIVE_INFINITY;
            if (story.overlap === 0) found.push(story);
          }
          story.overlap += weight;
        }
      }
    }
    found.sort((a, b) => b.overlap - a.overlap || a.sequence - b.sequence);
    if (found.length > limit) found.length = limit;
    return found;
  }
}

/** The first `count` entries of a vector kept heaviest first: its most informative terms. */
export function heaviest(vector: Map<string, number>, count: number): [string, number][] {
  const out: [string, number][] = [];
  for (const entry of vector) {
    if (out.length === count) break;
    out.push(entry);
  }
  return out;
}
