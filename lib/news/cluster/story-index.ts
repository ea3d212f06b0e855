import type { PackedVector } from "./packed-vector";
import type { Story } from "./story";
import { TermPostings, type IndexTerms } from "./term-postings";
import { withRoom } from "./typed-arrays";

export type { IndexTerms } from "./term-postings";

/** Part of a lookup: the first `count` terms of a packed vector (heaviest first), with their weights. */
export type QueryPart = readonly [vector: PackedVector, count: number];

/**
 * Inverted index term → active stories containing it. Candidate lookup walks only the postings of
 * the article's most informative terms, so the cost grows with the candidates, not with the corpus.
 */
export class StoryIndex {
  /**
   * Term → the slots of the stories indexed under it, in no particular order (arrays of small
   * integers: walked far more often than changed), found by the terms' numbers.
   */
  private readonly postings = new TermPostings();
  /** Each indexed story's slot, and the story in each slot (slots of removed stories are reused). */
  private readonly slots = new Map<Story, number>();
  private stories: (Story | undefined)[] = [];
  private readonly freeSlots: number[] = [];
  /**
   * Per slot, the lookup that last met the story, its overlap in it and the story's sequence (for
   * ties): a lookup walks hundreds of postings, and these small arrays stay in the processor's cache
   * where the stories would not.
   */
  private stamps = new Int32Array(1024);
  private overlaps = new Float64Array(1024);
  private sequences = new Float64Array(1024);
  /** Number of the current lookup. */
  private lookup = 0;
  /** The slots met by the current lookup (reused). */
  private readonly met: number[] = [];

  /** Indexes a story under terms it is not indexed under yet (`Story.add` returns those). */
  add(story: Story, terms: IndexTerms): void {
    const slot = this.slotOf(story);
    const { keys, ids } = terms;
    for (let i = 0; i < keys.length; i++) this.postings.add(ids[i]!, keys[i]!, slot);
  }

  /** Takes the story out of the index: every term it is indexed under (`Story.terms`). */
  remove(story: Story): void {
    const slot = this.slots.get(story);
    if (slot === undefined) return;
    const { keys, ids } = story.terms;
    for (let i = 0; i < keys.length; i++) this.postings.remove(ids[i]!, keys[i]!, slot);
    this.slots.delete(story);
    this.stories[slot] = undefined;
    this.freeSlots.push(slot);
  }

  private slotOf(story: Story): number {
    let slot = this.slots.get(story);
    if (slot !== undefined) return slot;
    slot = this.freeSlots.pop() ?? this.stories.length;
    this.slots.set(story, slot);
    this.stories[slot] = story;
    if (slot >= this.stamps.length) {
      this.stamps = withRoom(this.stamps, slot);
      this.overlaps = new Float64Array(this.stamps.length);
      this.sequences = withRoom(this.sequences, slot);
    }
    this.sequences[slot] = story.sequence;
    return slot;
  }

  /**
   * Stories sharing at least one term of `query` (an article's most informative terms with their
   * weights), best `limit` by the summed weight of the shared terms (ties: older story first, for
   * determinism). Stories that `accept` rejects (too far away in time) are left out before the limit
   * applies. Each story is asked at most once, and only when it would rank among the best so far.
   */
  candidates(query: readonly QueryPart[], limit: number, accept?: (story: Story) => boolean): Story[] {
    if (this.lookup === 0x7fffffff) {
      this.stamps.fill(0);
      this.lookup = 0;
    }
    const lookup = ++this.lookup;
    const { stamps, overlaps, postings, met } = this;
    met.length = 0;
    for (const [vector, count] of query) {
      const { keys, ids, weights } = vector;
      for (let i = 0; i < keys.length && i < count; i++) {
        const posting = postings.find(ids[i]!, keys[i]!);
        if (posting < 0) continue;
        const weight = weights[i]!;
        const pool = postings.pool;
        const end = postings.firstStory(posting) + postings.storyCount(posting);
        for (let j = postings.firstStory(posting); j < end; j++) {
          const slot = pool[j]!;
          if (stamps[slot] !== lookup) {
            stamps[slot] = lookup;
            overlaps[slot] = 0;
            met.push(slot);
          }
          overlaps[slot]! += weight;
        }
      }
    }
    return this.best(met, limit, accept).map((slot) => this.stories[slot]!);
  }

  /** Whether the story in slot `a` ranks before the one in `b` in the current lookup: more overlap, then older. */
  private ranksBefore(a: number, b: number): boolean {
    const { overlaps } = this;
    return overlaps[a]! > overlaps[b]! || (overlaps[a] === overlaps[b] && this.sequences[a]! < this.sequences[b]!);
  }

  /**
   * The best `limit` of the accepted slots in rank order. A lookup can meet hundreds of stories of
   * which a dozen are kept, so the kept ones are held in order as the others stream past (no sort of
   * them all), and a story is asked whether it is accepted only when it would enter them (the answer
   * does not depend on the others, so asking fewer changes nothing).
   */
  private best(slots: readonly number[], limit: number, accept?: (story: Story) => boolean): number[] {
    const top: number[] = [];
    if (limit <= 0) return top;
    for (const slot of slots) {
      if (top.length === limit && !this.ranksBefore(slot, top[limit - 1]!)) continue;
      if (accept && !accept(this.stories[slot]!)) continue;
      let at = top.length === limit ? limit - 1 : top.length;
      while (at > 0 && this.ranksBefore(slot, top[at - 1]!)) {
        top[at] = top[at - 1]!;
        at--;
      }
      top[at] = slot;
    }
    return top;
  }
}
