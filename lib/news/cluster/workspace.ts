import { TermPositions } from "./explain-match";
import { HeadlineScratch } from "./headline-scratch";
import { HeaviestScratch } from "./heaviest";
import { ArticleTable, type Products } from "./packed-vector";
import { ArticleNames } from "./story-similarity";

/**
 * What one clusterer works in: the reused tables of its hot loops and the count of its stories'
 * changes. Each `StoryClusterer` makes its own and hands it down (to `extractFeatures`, and to every
 * `Story`, which scoring reaches through it), so two clusterers in one process share nothing; they
 * were module-level, and an array one of them returned was rewritten by the other's next call.
 *
 * What a table hands out (`HeadlineScratch.keys`, `TextTerms`) stays valid until the same workspace's
 * next call of that kind; what crosses a module's exported boundary to be kept (`vectorProducts`
 * unless given the workspace's record, `heaviestIndices`) is a copy.
 */
export class ClusterWorkspace {
  /** The article being placed, loaded once for its products with many members (`packed-vector.ts`). */
  readonly products = new ArticleTable();
  /** Where scoring has `vectorProducts` write, read at once (`memberSimilarity`, `pairScore`). */
  readonly record: Products = { headline: 0, text: 0, articleHeadlineMemberText: 0, memberHeadlineArticleText: 0 };
  /** The names of the article being scored (`entityCoverage`). */
  readonly names = new ArticleNames();
  /** The closest member's terms, for explanations (`explainMatch`). */
  readonly positions = new TermPositions();
  /** Per-key counts and flags of the headline and lead being read (`extractFeatures`). */
  readonly headline = new HeadlineScratch();
  /** The selection of an article's heaviest terms (`heaviestIndices`). */
  readonly heaviest = new HeaviestScratch();
  /** Word-pair keys of the field being read, grown as needed. */
  pairs = new Int32Array(256);
  private changes = 0;

  /** The number of a story's change, larger than every earlier one of this clusterer (`Story.changedAt`). */
  nextChange(): number {
    return ++this.changes;
  }
}
