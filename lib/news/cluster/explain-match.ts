import type { ArticleFeatures, Labels } from "./article-features";
import type { PackedVector } from "./packed-vector";
import type { Story, StoryMember } from "./story";

const MAX_TERMS = 8;
const MAX_ENTITIES = 6;
const NO_LABELS: Labels = new Map();

function label(key: string, labels: Labels, fallback: Labels): string {
  const quoted = key.startsWith("q:");
  const words = (quoted ? key.slice(2) : key).split("_").map((part) => labels.get(part) ?? fallback.get(part) ?? part.replace(/^#/, ""));
  const text = words.join(" ");
  return quoted ? `“${text}”` : text;
}

function addContributions(contributions: Map<string, number>, mine: PackedVector, theirs: PackedVector, weight: number): void {
  const theirWeights = new Map(theirs.keys.map((key, i) => [key, theirs.weights[i]!]));
  mine.keys.forEach((key, i) => {
    const other = theirWeights.get(key);
    if (other !== undefined) contributions.set(key, (contributions.get(key) ?? 0) + weight * mine.weights[i]! * other);
  });
}

/**
 * Why an article joined a story, for the story page: the terms that weighed most in its match with
 * the closest member (headline and lead, and full texts with `textWeight` when they were compared),
 * and the names it shares with the story (rarest first). Words are shown as the article wrote them, or
 * as `fallback` gives them (a stored member keeps none of its own). For a member that has already
 * joined `story`, pass it as `without` so that its own names do not count as shared.
 */
export function explainMatch(
  article: ArticleFeatures,
  closest: ArticleFeatures,
  story: Story,
  textWeight = 0,
  fallback: Labels = NO_LABELS,
  without?: StoryMember,
): { sharedTerms: string[]; sharedEntities: string[] } {
  const shared = new Map<string, number>();
  addContributions(shared, article.vector, closest.vector, 1);
  if (textWeight > 0) addContributions(shared, article.text, closest.text, textWeight);
  const contributions = [...shared];
  contributions.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const sharedTerms: string[] = [];
  for (const [key] of contributions) {
    const text = label(key, article.labels, fallback);
    if (!sharedTerms.includes(text)) sharedTerms.push(text);
    if (sharedTerms.length === MAX_TERMS) break;
  }
  const sharedEntities = [...article.entities]
    .filter(([key]) => story.mentions(key, without))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_ENTITIES)
    .map(([key]) => label(key, article.labels, fallback));
  return { sharedTerms, sharedEntities };
}
