import type { Coverage } from "@/lib/engine/story-feed";
import { storyImagePath } from "./story-image-path";

// RSS 2.0 (https://www.rssboard.org/rss-specification) for an edition's top stories and for an
// interest (issue 4: "an RSS feed of each edition's top stories and of each interest"). Pure: the site's
// absolute origin, the stories and the build time come in as arguments.

export interface RssStory {
  id: number;
  title: string;
  summary: string;
  coverage: Coverage;
  sourceCount: number;
  lastSeenAt: string;
  topInterest?: { name: string } | null;
  /** The story has an image: the item carries our own copy of it (issue 25). */
  imageUrl?: string | null;
}

export interface RssChannel {
  title: string;
  description: string;
  /** Absolute URL of the HTML page the feed mirrors. */
  link: string;
  /** Absolute URL of the feed itself (atom:link rel="self", RSS Best Practices Profile). */
  selfUrl: string;
  /** Absolute origin for item links, e.g. "https://openground.example". */
  origin: string;
  lastBuildDate: Date;
  stories: readonly RssStory[];
}

export const RSS_CONTENT_TYPE = "application/rss+xml; charset=utf-8";

// XML 1.0 §2.2: control characters other than tab, newline and carriage return are not allowed at all.
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** "Coverage: 40% left, 30% centre, 30% right of 6 sources." — the line every item's description opens with. */
export function coverageSentence(coverage: Coverage, sourceCount: number): string {
  const sources = `${sourceCount} source${sourceCount === 1 ? "" : "s"}`;
  if (coverage.left + coverage.center + coverage.right === 0) return `Coverage: ${sources}, none with a rated lean yet.`;
  return `Coverage: ${coverage.left}% left, ${coverage.center}% centre, ${coverage.right}% right of ${sources}.`;
}

function item(story: RssStory, origin: string): string {
  const link = `${origin}/article/${story.id}`;
  const description = [coverageSentence(story.coverage, story.sourceCount), story.summary].filter(Boolean).join(" ");
  const lines = [
    `<title>${escapeXml(story.title)}</title>`,
    `<link>${escapeXml(link)}</link>`,
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `<description>${escapeXml(description)}</description>`,
    `<pubDate>${new Date(story.lastSeenAt).toUTCString()}</pubDate>`,
  ];
  if (story.topInterest) lines.push(`<category>${escapeXml(story.topInterest.name)}</category>`);
  if (story.imageUrl) {
    const image = `${origin}${storyImagePath(story.id, 640, "jpg")}`;
    lines.push(`<media:content url="${escapeXml(image)}" medium="image" type="image/jpeg" width="640" height="360"/>`);
  }
  return `<item>${lines.join("")}</item>`;
}

export function renderRss(channel: RssChannel): string {
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">`,
    `<channel>`,
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    `<language>en</language>`,
    `<lastBuildDate>${channel.lastBuildDate.toUTCString()}</lastBuildDate>`,
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...channel.stories.map((story) => item(story, channel.origin)),
    `</channel>`,
    `</rss>`,
    ``,
  ].join("\n");
}
