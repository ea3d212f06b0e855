import type { EditionId } from "@/lib/editions/editions";
import type { OwnershipType } from "../outlet-schema";
import type { LeaveOut } from "./find-ratings";

// What OpenGround's editors decide and the datasets cannot say. The import (build-registry.ts) adds
// every rating from the datasets; the editors give the rest, in lib/outlets/registry-data/editorial.

/** An outlet the editors keep by hand: identity, editions, feeds and owner; its ratings come from the datasets. */
export interface CuratedOutlet {
  id: string;
  name: string;
  /** Every host its article links use; the first is the one its ratings are looked up under first. */
  domains: string[];
  country: string;
  editions: EditionId[];
  /** Its own feeds (the outlet's domain or its feed host), https. */
  feeds: string[];
  /** Feeds of other outlets' articles, credited by each item's link. */
  aggregatorFeeds?: string[];
  owner: string | null;
  ownershipType: OwnershipType | null;
  /** Where the owner fact comes from: Kagi media_data or the public record the editors read. */
  ownershipSource: string;
  paywall: boolean;
  /** Ratings found for its domains that rate something else. */
  leaveOut?: LeaveOut[];
}

/** The editors' word on an outlet the import found in the datasets (keyed by its rated domain). */
export interface ImportDecision {
  domain: string;
  /** Leave the candidate out, saying why. */
  exclude?: string;
  id?: string;
  name?: string;
  /** ISO alpha-2, where the datasets give none or a wrong one. */
  country?: string;
  /** Other hosts of the same outlet. */
  extraDomains?: string[];
  /** Editions besides the ones its feeds and country give. */
  extraEditions?: EditionId[];
  paywall?: boolean;
  leaveOut?: LeaveOut[];
}

/** An owner the editors took from the public record, for outlets Kagi's media data does not list. */
export interface OwnerFact {
  owner: string;
  ownershipType: OwnershipType;
  /** The public record read, specific enough to check. */
  source: string;
  domains: string[];
}

export interface Editorial {
  curated: readonly CuratedOutlet[];
  decisions: readonly ImportDecision[];
  owners: readonly OwnerFact[];
}
