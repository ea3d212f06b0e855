import type { Bias, Factuality } from "./bias-scale";
import { biasDistribution } from "./coverage/bias-distribution";
import { blindspotSide, type BlindspotFor } from "./coverage/blindspot";
import { interestList, storyInterests } from "./interests/story-interests";
import { INTERNATIONAL_EDITION } from "./rank/rank-stories";
import { extractiveSummary } from "./summary/extractive-summary";
import { chooseStoryImage } from "./story-image";
import { pickStoryHeadline } from "./summary/story-headline";
import { factualityRank } from "./summary/story-member";

// Everything a story shows, derived from its member articles in one pure function (ARCHITECTURE.md §4):
// headline, summary, coverage by bias, blindspot, editions and interests.

export interface FactsMember {
  title: string;
  description: string;
  imageUrl: string | null;
  publishedAt: Date;
  outletId: string;
  outletName?: string;
  bias: Bias;
  factuality: Factuality;
  outletEditions: string[];
}

export interface FactsInterest {
  id: number;
  kind: "topic" | "person" | "place" | "organisation";
  name: string;
  slug: string;
  countryCode?: string | null;
  regionCode?: string | null;
  score: number;
}

export interface StoryFactsResult {
  title: string;
  summary: string;
  imageUrl: string | null;
  firstSeenAt: Date;
  lastSeenAt: Date;
  articleCount: number;
  sourceCount: number;
  biasCounts: Record<Bias, number>;
  leftPercent: number;
  centerPercent: number;
  rightPercent: number;
  blindspotFor: BlindspotFor | null;
  editions: string[];
  interests: FactsInterest[];
}

/** Members must be non-empty. */
export function storyFacts(members: readonly FactsMember[]): StoryFactsResult {
  const texts = members.map((member) => ({
    title: member.title,
    lead: member.description,
    outletId: member.outletId,
    outletName: member.outletName,
    bias: member.bias,
    factualityRank: factualityRank(member.factuality),
    publishedAt: member.publishedAt.getTime(),
  }));
  const headline = pickStoryHeadline(texts);
  const title = headline?.title ?? members[0]!.title;
  const distribution = biasDistribution(members);
  const times = members.map((member) => member.publishedAt.getTime());
  const imageUrl = chooseStoryImage(members, headline?.memberIndex);
  // A story belongs to every edition one of its outlets belongs to, and always to International.
  const editions = [...new Set([INTERNATIONAL_EDITION, ...members.flatMap((member) => member.outletEditions)])].sort();
  const interests = interestList(storyInterests(texts.map((text) => ({ title: text.title, lead: text.lead })), { headline: title })).map(
    (interest): FactsInterest => ({
      id: interest.id,
      kind: interest.kind,
      name: interest.name,
      slug: interest.slug,
      countryCode: "countryCode" in interest ? interest.countryCode : null,
      regionCode: "regionCode" in interest ? (interest.regionCode ?? null) : null,
      score: interest.score,
    }),
  );
  return {
    title,
    summary: extractiveSummary(texts),
    imageUrl,
    firstSeenAt: new Date(Math.min(...times)),
    lastSeenAt: new Date(Math.max(...times)),
    articleCount: members.length,
    sourceCount: distribution.sourceCount,
    biasCounts: distribution.perBias,
    leftPercent: distribution.left,
    centerPercent: distribution.center,
    rightPercent: distribution.right,
    blindspotFor: blindspotSide(distribution),
    editions,
    interests,
  };
}
