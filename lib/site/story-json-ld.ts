// schema.org NewsArticle structured data for a story page (issue 4 "NewsArticle structured data").
// A story is our summary of other outlets' reporting, so the outlets' articles are its `citation`s.
// Pure: the origin comes in as an argument; it is null on the cached story page of a server without
// PUBLIC_URL (no request to ask), and schema.org's url properties are then left out rather than guessed.
import type { StoryCard } from "@/lib/engine/story-feed";
import { storyImagePath } from "./story-image-path";

export interface JsonLdStory extends Pick<StoryCard, "id" | "title" | "summary" | "imageUrl" | "firstSeenAt" | "lastSeenAt"> {
  articles: readonly { title: string; url: string; publishedAt: string; outlet: { name: string } }[];
}

/** At most this many cited articles: enough to show the breadth, bounded for big stories. */
export const MAX_CITATIONS = 20;

export function storyJsonLd(story: JsonLdStory, origin: string | null): Record<string, unknown> {
  const url = origin ? new URL(`/article/${story.id}`, origin).href : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: story.title.slice(0, 110),
    description: story.summary || undefined,
    url,
    mainEntityOfPage: url ? { "@type": "WebPage", "@id": url } : undefined,
    // Our own copy of the story's image (issue 25), when the origin is known.
    image: story.imageUrl && origin ? [new URL(storyImagePath(story.id, 960, "jpg"), origin).href] : undefined,
    datePublished: story.firstSeenAt,
    dateModified: story.lastSeenAt,
    publisher: { "@type": "Organization", name: "OpenGround", url: origin ? new URL("/", origin).href : undefined },
    citation: story.articles.slice(0, MAX_CITATIONS).map((article) => ({
      "@type": "NewsArticle",
      headline: article.title,
      url: article.url,
      datePublished: article.publishedAt,
      publisher: { "@type": "Organization", name: article.outlet.name },
    })),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so a headline cannot close the script. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
