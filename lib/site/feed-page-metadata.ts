import type { InterestRow } from "@/lib/queries/story-reads";
import type { FeedMetadataOptions } from "./page-metadata";

// Metadata of the blindspot and interest pages, the same whichever address served them (the
// per-request page or its cached copy at /blindspot-view/… or /interest-view/…). Pure.

/** Canonical at /blindspot for both tabs: the tab is a view of one page. */
export const BLINDSPOT_PAGE_METADATA: FeedMetadataOptions = {
  title: "Blindspot",
  description: "Stories that one side of the political spectrum barely covers, so its readers are likely to miss them.",
  path: "/blindspot",
};

export function interestPageMetadata(interest: Pick<InterestRow, "id" | "name">): FeedMetadataOptions {
  return {
    title: interest.name,
    description: `The latest stories about ${interest.name}, each compared across outlets of every political lean.`,
    path: `/interest/${interest.id}`,
    rss: { title: `OpenGround: ${interest.name}`, path: `/rss/interest/${interest.id}.xml` },
  };
}
