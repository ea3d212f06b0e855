import type { ReactNode } from "react";
import { cachedPageOrigin, type FeedMetadataOptions } from "@/lib/site/page-metadata";
import { FeedPageLinks } from "./feed-page-links";

/**
 * A feed page kept in Next's page cache: its content, preceded by its own relative canonical and RSS
 * links when no PUBLIC_URL is known (its metadata leaves them out then: cachedPageMetadata).
 */
export function CachedFeedPage({ options, children }: { options: FeedMetadataOptions; children: ReactNode }) {
  return (
    <>
      {cachedPageOrigin() ? null : <FeedPageLinks options={options} />}
      {children}
    </>
  );
}
