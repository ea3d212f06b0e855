import type { Metadata } from "next";
import type { StoryCard } from "@/lib/engine/story-feed";
import { storyDescription, storyHref } from "./story-address";
import { storyImagePath } from "./story-image-path";

// Metadata of the story page (`/article/{id}` and the cached /story-view/{scheme}/{id} it is rewritten
// to). Pure: the story and the origin come in as arguments.

export type MetadataStory = Pick<StoryCard, "id" | "title" | "summary" | "imageUrl" | "firstSeenAt" | "lastSeenAt" | "sourceCount" | "coverage">;

/**
 * Title, description, OpenGraph and Twitter cards of a story, canonical at /article/{id} whichever
 * address served it. With an origin (PUBLIC_URL, or the request's host on the per-request page) the
 * canonical URL and OpenGraph's url are absolute. Without one (the cached page on a server without
 * PUBLIC_URL: there is no request to ask) both are left out, because Next would resolve them against
 * http://localhost; the cached page then writes a relative canonical link itself.
 */
export function storyMetadata(story: MetadataStory, origin: string | null): Metadata {
  const description = storyDescription(story);
  const path = storyHref(story.id);
  const image = story.imageUrl && origin ? storyImagePath(story.id, 960, "jpg") : null;
  return {
    ...(origin ? { metadataBase: new URL(origin), alternates: { canonical: path } } : {}),
    title: story.title,
    description,
    openGraph: {
      type: "article",
      siteName: "OpenGround",
      title: story.title,
      description,
      ...(origin ? { url: path } : {}),
      publishedTime: story.firstSeenAt,
      modifiedTime: story.lastSeenAt,
      // Our own copy (issue 25), absolute against metadataBase: never the outlet's address.
      images: image ? [{ url: image, width: 960, height: 540 }] : undefined,
    },
    twitter: { card: image ? "summary_large_image" : "summary", title: story.title, description, ...(image ? { images: [image] } : {}) },
  };
}
