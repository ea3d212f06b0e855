import type { FeedCard } from "@/lib/site/feed-card";
import { StoryCardView } from "./story-card";

export const STORY_GRID = "grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3";

/** A feed's cards as a list (screen readers announce how many). */
export function StoryList({ cards, now, label }: { cards: readonly FeedCard[]; now: number; label: string }) {
  return (
    <ol aria-label={label} className={STORY_GRID}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <StoryCardView card={card} now={now} eagerImage={index < 3} />
        </li>
      ))}
    </ol>
  );
}
