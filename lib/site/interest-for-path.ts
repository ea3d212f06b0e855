import type { InterestRow } from "@/lib/queries/story-reads";
import { cachedInterest } from "./cached-feeds";
import { parseInterestId } from "./feed-routing";

/** The interest of `/interest/{id}` (and its cached page), or null for an id that is not a number or not an interest. */
export async function interestForPath(rawId: string): Promise<InterestRow | null> {
  const id = parseInterestId(rawId);
  return id === null ? null : cachedInterest(id);
}
