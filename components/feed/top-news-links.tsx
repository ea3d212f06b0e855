import { topNewsMetadataOptions } from "@/lib/site/top-news-metadata";

// The canonical and RSS links of the cached top-news page when no PUBLIC_URL is known (see
// lib/site/top-news-metadata.ts). React 19 hoists <link> elements into the document's <head>.
export function TopNewsLinks({ edition }: { edition: string }) {
  const { path, rss } = topNewsMetadataOptions(edition);
  return (
    <>
      <link rel="canonical" href={path} />
      {rss ? <link rel="alternate" type="application/rss+xml" title={rss.title} href={rss.path} /> : null}
    </>
  );
}
