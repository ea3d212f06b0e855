import type { FeedMetadataOptions } from "@/lib/site/page-metadata";

// The canonical and RSS links of a cached feed page when no PUBLIC_URL is known (see
// lib/site/page-metadata.ts cachedFeedPageMetadata). React 19 hoists <link> elements into the <head>.
export function FeedPageLinks({ options }: { options: Pick<FeedMetadataOptions, "path" | "rss"> }) {
  const { path, rss } = options;
  return (
    <>
      <link rel="canonical" href={path} />
      {rss ? <link rel="alternate" type="application/rss+xml" title={rss.title} href={rss.path} /> : null}
    </>
  );
}
