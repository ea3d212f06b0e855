import type { Story } from "./story";

/**
 * Inverted index term → active stories containing it. Candidate lookup walks only the postings of
 * the article's most informative terms, so the cost grows with the candidates, not with the corpus.
 */
export class StoryIndex {
  private readonly postings = new Map<string, Set<Story>>();

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
   * applies.
   */
  candidates(query: Iterable<readonly [string, number]>, limit: number, accept: (story: Story) => boolean = () => true): Story[] {
    const overlap = new Map<Story, number>();
    for (const [term, weight] of query) {
      const set = this.postings.get(term);
      if (!set) continue;
      for (const story of set) if (accept(story)) overlap.set(story, (overlap.get(story) ?? 0) + weight);
    }
    return [...overlap]
      .sort((a, b) => b[1] - a[1] || a[0].sequence - b[0].sequence)
      .slice(0, limit)
      .map(([story]) => story);
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
