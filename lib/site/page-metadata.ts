import type { Metadata } from "next";
import { headers } from "next/headers";
import { getEnv } from "@/lib/env";
import { originFromHeaders, publicOrigin } from "./site-origin";

export interface FeedMetadataOptions {
  title: string;
  description: string;
  path: string;
  rss?: { title: string; path: string };
}

/**
 * Title, description, canonical URL, OpenGraph and the RSS alternate of a feed page. OpenGraph wants
 * absolute URLs, so the page's origin (PUBLIC_URL, else the request's host) becomes its metadataBase.
 */
export function feedPageMetadata(options: FeedMetadataOptions, origin: string): Metadata {
  return {
    metadataBase: new URL(origin),
    title: options.title,
    description: options.description,
    alternates: {
      canonical: options.path,
      ...(options.rss ? { types: { "application/rss+xml": [{ url: options.rss.path, title: options.rss.title }] } } : {}),
    },
    openGraph: {
      type: "website",
      siteName: "OpenGround",
      title: `${options.title} · OpenGround`,
      description: options.description,
      url: options.path,
    },
    twitter: { card: "summary", title: `${options.title} · OpenGround`, description: options.description },
  };
}

/**
 * feedPageMetadata for a page in Next's page cache, which has no request whose host could stand in for
 * PUBLIC_URL. With an origin the canonical URL, the RSS alternate and OpenGraph's url are absolute.
 * Without one those three are left out, because Next would resolve them against http://localhost; the
 * page then writes the canonical and RSS links itself, with relative addresses
 * (components/feed/feed-page-links.tsx).
 */
export function cachedFeedPageMetadata(options: FeedMetadataOptions, origin: string | null): Metadata {
  if (origin) return feedPageMetadata(options, origin);
  return {
    title: options.title,
    description: options.description,
    openGraph: { type: "website", siteName: "OpenGround", title: `${options.title} · OpenGround`, description: options.description },
    twitter: { card: "summary", title: `${options.title} · OpenGround`, description: options.description },
  };
}

/** feedPageMetadata for the current request (the per-request feed pages read cookies anyway). */
export async function requestFeedMetadata(options: FeedMetadataOptions): Promise<Metadata> {
  return feedPageMetadata(options, originFromHeaders(getEnv().PUBLIC_URL, await headers()));
}

/** The origin a cached page writes absolute addresses with: PUBLIC_URL's, or null (no request to ask). */
export function cachedPageOrigin(): string | null {
  return publicOrigin(getEnv().PUBLIC_URL);
}

/** cachedFeedPageMetadata with this server's PUBLIC_URL: the metadata of a feed page in the page cache. */
export function cachedPageMetadata(options: FeedMetadataOptions): Metadata {
  return cachedFeedPageMetadata(options, cachedPageOrigin());
}
