import { PageSection, SECTION_PARAGRAPH } from "@/components/ui/page-section";
import { DEFAULT_FEATURE_WEIGHTS } from "@/lib/news/cluster/article-features";
import { DEFAULT_OPTIONS } from "@/lib/news/cluster/story-clusterer";
import { DEFAULT_SIMILARITY_WEIGHTS } from "@/lib/news/cluster/story-similarity";
import { BLINDSPOT_RULE_TEXT } from "@/lib/news/coverage/blindspot";
import { DIVERSITY_WEIGHT, RECENCY_HALF_LIFE_HOURS } from "@/lib/news/rank/rank-stories";

// How a story's coverage, blindspots, grouping and ranking are decided (issue 4 "the ratings method").
// Numbers come from the engine's own settings (lib/news), so the text follows when they are re-tuned.

const DAY_MS = 24 * 3600_000;

export function CoverageMethod() {
  return (
    <PageSection id="coverage" title="The coverage bar">
      <p className={SECTION_PARAGRAPH}>
        A story&apos;s bar counts the distinct outlets covering it, not articles: an outlet that runs five updates counts once. Outlets that are not
        rated are left out. The left and right shares are whole percents of the rated outlets, and the centre takes the remainder, so the three
        always add up to 100.
      </p>
    </PageSection>
  );
}

export function BlindspotMethod() {
  return (
    <PageSection id="blindspots" title="Blindspots">
      <p className={SECTION_PARAGRAPH}>{BLINDSPOT_RULE_TEXT}</p>
    </PageSection>
  );
}

export function GroupingMethod() {
  const { title, lead, entityBoost } = DEFAULT_FEATURE_WEIGHTS;
  const { joinThreshold, mergeThreshold, activeWindowMs } = DEFAULT_OPTIONS;
  const { freeGapDays, decayPerDay, entityWeight } = DEFAULT_SIMILARITY_WEIGHTS;
  return (
    <PageSection id="grouping" title="How articles are grouped into stories">
      <p className={SECTION_PARAGRAPH}>
        Every new article is compared with the stories of the last {Math.round(activeWindowMs / DAY_MS)} days and joins the most similar one, or
        starts a new story when none is similar enough. No person and no outlet decides it, and nothing is grouped by topic alone: the aim is one
        story per event.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-neutral-800 dark:text-neutral-200">
        <li>
          Words are weighed by how rare they are across all the news we read (TF-IDF): words in the headline count {title}× those in the opening
          lines ({lead}×), and names of people, places and organisations {entityBoost}× other words.
        </li>
        <li>
          An article&apos;s score against a story mixes its similarity to the story as a whole and to its closest article, plus a bonus of up to{" "}
          {entityWeight} for sharing the article&apos;s names. Up to {freeGapDays} days after a story began, time costs nothing; after that the score
          loses {Math.round(decayPerDay * 100)}% a day.
        </li>
        <li>
          An article joins a story when its score is at least {joinThreshold}. Two stories that turn out to be about the same event (similarity at
          least {mergeThreshold}) are merged, and links to the newer one lead to the merged story.
        </li>
        <li>
          Each article gets a second look once the articles that arrived with it are in: if a story that formed in the meantime fits it better
          than its own, it moves there. This catches the first report of an event that was put with a neighbouring story because the other
          outlets had not published yet.
        </li>
        <li>Each story page shows why its articles were grouped: the names and words they share and their scores.</li>
      </ul>
      <p className={SECTION_PARAGRAPH}>
        The method is measured on a public set of 3,081 articles whose stories were grouped by hand: B-cubed F1 about 0.90 with the
        articles&apos; full texts, 0.86 from headlines and opening lines alone. It can still split one long-running saga into several stories,
        or miss an opinion piece that uses few of the news reports&apos; words.
      </p>
    </PageSection>
  );
}

export function RankingMethod() {
  return (
    <PageSection id="ranking" title="How top stories are ranked">
      <p className={SECTION_PARAGRAPH}>
        The top news of each edition favours stories covered by many outlets, and by outlets from across the spectrum (an evenly covered story
        weighs up to {1 + DIVERSITY_WEIGHT}× a one-sided story with as many sources), and recent ones: a story&apos;s weight halves for every{" "}
        {RECENCY_HALF_LIFE_HOURS} hours since it was last updated.
      </p>
      <p className={SECTION_PARAGRAPH}>
        Stories covered by several outlets from more than one side of the spectrum lead; then stories several outlets of one side cover; a
        story only one outlet has reported comes after all of them, however recent it is. An item its feed gives no date is dated no later
        than the newest dated item of the same feed, never &ldquo;just now&rdquo;. Paid promotions in outlets&apos; feeds (offers linking to
        advertising or affiliate sites, items marked sponsored) are not news and are never shown.
      </p>
      <p className={SECTION_PARAGRAPH}>
        Search ranks by relevance and coverage together: how well a story matches the words, weighed by how many outlets cover it, so a
        story three outlets cover is not buried under one-source pieces that repeat the word more often.
      </p>
    </PageSection>
  );
}
