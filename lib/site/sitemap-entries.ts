import type { MetadataRoute } from "next";
import { EDITIONS } from "@/lib/editions";

// sitemap.xml (issue 4): the feed pages, the recent stories and the interests with stories. Pure: the
// lists and the origin come in as arguments.

export const SITEMAP_STORY_LIMIT = 5000;
export const SITEMAP_INTEREST_LIMIT = 2000;

export interface SitemapData {
  stories: { id: number; lastSeenAt: string }[];
  interests: { id: number }[];
}

export function sitemapEntries(origin: string, data: SitemapData, now: Date): MetadataRoute.Sitemap {
  const latest = data.stories[0]?.lastSeenAt ?? now.toISOString();
  const feedPages: MetadataRoute.Sitemap = ["/", "/blindspot", "/local"].map((path) => ({
    url: `${origin}${path}`,
    lastModified: latest,
    changeFrequency: "hourly",
    priority: path === "/" ? 1 : 0.8,
  }));
  const rss: MetadataRoute.Sitemap = EDITIONS.map((edition) => ({ url: `${origin}/rss/${edition.id}.xml`, lastModified: latest, changeFrequency: "hourly", priority: 0.3 }));
  const stories: MetadataRoute.Sitemap = data.stories.map((story) => ({
    url: `${origin}/article/${story.id}`,
    lastModified: story.lastSeenAt,
    changeFrequency: "hourly",
    priority: 0.6,
  }));
  const interests: MetadataRoute.Sitemap = data.interests.map((interest) => ({
    url: `${origin}/interest/${interest.id}`,
    changeFrequency: "daily",
    priority: 0.5,
  }));
  return [...feedPages, ...stories, ...interests, ...rss];
}
