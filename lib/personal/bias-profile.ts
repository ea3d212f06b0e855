import { BIAS_VALUES, FACTUALITY_VALUES, sideOf, type Bias, type Factuality, type RatedBias, type Side } from "@/lib/news/bias-scale";
import { largestRemainderPercents, sidePercents } from "@/lib/news/coverage/whole-percents";

// My News Bias (issue 5, spec §1 "a bias-profile page"): the mix of what a reader read. Pure.
//
// Each read weighs 1. A read of one outlet's article counts wholly toward that outlet. A read of the
// story page (no article chosen) counts toward every outlet that covered the story, 1/n each: the
// reader saw the story as those outlets told it together. Unrated outlets count in the totals and are
// shown as "not rated", but they are left out of the left / centre / right shares.

export interface ReadOutlet {
  id: string;
  name: string;
  bias: Bias;
  factuality: Factuality;
  ownershipType: string | null;
}

export interface ProfileRead {
  storyId: number;
  readAt: Date;
  /** The article's outlet, or every outlet of the story when no article was chosen. */
  outlets: readonly ReadOutlet[];
  interestIds: readonly number[];
}

export interface RankedShare<K> {
  key: K;
  name: string;
  /** Weighted reads (story reads split across outlets), to two decimals. */
  weight: number;
  percent: number;
}

export interface BiasProfile {
  readCount: number;
  storyCount: number;
  /** Weight of reads of outlets nobody rated. */
  unratedWeight: number;
  /** The 7-point mix of the rated reads, whole percents adding up to 100 (all 0 with none). */
  bias: Record<RatedBias, number>;
  /** Left / centre / right by spec §3's rule (centre the remainder). */
  sides: Record<Side, number>;
  factuality: Record<Factuality, number>;
  ownership: RankedShare<string>[];
  topOutlets: (RankedShare<string> & { bias: Bias })[];
  topInterests: { id: number; reads: number }[];
  /** The side the reader reads least (see leastReadSide), or null with no rated reads. */
  leastReadSide: Side | null;
}

export const TOP_OUTLETS = 6;
export const TOP_INTERESTS = 6;
export const UNKNOWN_OWNERSHIP = "unknown";

const RATED: readonly RatedBias[] = BIAS_VALUES.filter((bias): bias is RatedBias => bias !== "unknown");
const round2 = (value: number) => Math.round(value * 100) / 100;

function add<K>(map: Map<K, number>, key: K, weight: number): void {
  map.set(key, (map.get(key) ?? 0) + weight);
}

function ranked<K extends string>(weights: Map<K, number>, name: (key: K) => string, limit: number): RankedShare<K>[] {
  const entries = [...weights.entries()].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])));
  const percents = largestRemainderPercents(Object.fromEntries(entries) as Record<K, number>);
  return entries.slice(0, limit).map(([key, weight]) => ({ key, name: name(key), weight: round2(weight), percent: percents[key] }));
}

/**
 * The side read least; on a tie the side opposite the one read most wins (a reader of the left who
 * never reads the centre or the right is missing the right first), and the left before the right when
 * the centre is read most.
 */
export function leastReadSide(weights: Record<Side, number>): Side | null {
  const total = weights.left + weights.center + weights.right;
  if (total <= 0) return null;
  const most: Side = (["left", "center", "right"] as const).reduce((best, side) => (weights[side] > weights[best] ? side : best), "left" as Side);
  const preference: Side[] = most === "left" ? ["right", "center", "left"] : most === "right" ? ["left", "center", "right"] : ["left", "right", "center"];
  return preference.reduce((least, side) => (weights[side] < weights[least] ? side : least), preference[0]!);
}

/**
 * What a profile is weighed from: the reads, the distinct stories, each outlet's weight and each
 * interest's reads. The reads add up to these (profileCounts) or the counters kept as reads are
 * recorded do (issue 28, lib/queries/reader-counters.ts).
 */
export interface ProfileCounts {
  readCount: number;
  storyCount: number;
  outlets: readonly { outlet: ReadOutlet; weight: number }[];
  /** Reads per interest (at least the TOP_INTERESTS most read). */
  interests: readonly { id: number; reads: number }[];
}

export function profileCounts(reads: readonly ProfileRead[]): ProfileCounts {
  const outlets = new Map<string, { outlet: ReadOutlet; weight: number }>();
  const interests = new Map<number, number>();
  for (const read of reads) {
    for (const id of new Set(read.interestIds)) add(interests, id, 1);
    const share = read.outlets.length ? 1 / read.outlets.length : 0;
    for (const outlet of read.outlets) outlets.set(outlet.id, { outlet, weight: (outlets.get(outlet.id)?.weight ?? 0) + share });
  }
  return {
    readCount: reads.length,
    storyCount: new Set(reads.map((read) => read.storyId)).size,
    outlets: [...outlets.values()],
    interests: [...interests.entries()].map(([id, count]) => ({ id, reads: count })),
  };
}

export function biasProfile(reads: readonly ProfileRead[]): BiasProfile {
  return biasProfileOf(profileCounts(reads));
}

export function biasProfileOf(counts: ProfileCounts): BiasProfile {
  const bias = new Map<Bias, number>();
  const factuality = new Map<Factuality, number>();
  const ownership = new Map<string, number>();
  const outlets = new Map<string, number>();
  const outletFacts = new Map<string, ReadOutlet>();
  for (const { outlet, weight } of counts.outlets) {
    add(bias, outlet.bias, weight);
    add(factuality, outlet.factuality, weight);
    add(ownership, outlet.ownershipType ?? UNKNOWN_OWNERSHIP, weight);
    add(outlets, outlet.id, weight);
    outletFacts.set(outlet.id, outlet);
  }
  const sideWeights: Record<Side, number> = { left: 0, center: 0, right: 0 };
  for (const rated of RATED) sideWeights[sideOf(rated)!] += bias.get(rated) ?? 0;
  return {
    readCount: counts.readCount,
    storyCount: counts.storyCount,
    unratedWeight: round2(bias.get("unknown") ?? 0),
    bias: largestRemainderPercents(Object.fromEntries(RATED.map((rated) => [rated, bias.get(rated) ?? 0])) as Record<RatedBias, number>),
    sides: sidePercents(sideWeights),
    factuality: largestRemainderPercents(Object.fromEntries(FACTUALITY_VALUES.map((value) => [value, factuality.get(value) ?? 0])) as Record<Factuality, number>),
    ownership: ranked(ownership, (key) => key, Number.MAX_SAFE_INTEGER),
    topOutlets: ranked(outlets, (key) => outletFacts.get(key)?.name ?? key, TOP_OUTLETS).map((entry) => ({
      ...entry,
      bias: outletFacts.get(entry.key)?.bias ?? "unknown",
    })),
    topInterests: [...counts.interests]
      .sort((a, b) => b.reads - a.reads || a.id - b.id)
      .slice(0, TOP_INTERESTS)
      .map(({ id, reads }) => ({ id, reads })),
    leastReadSide: leastReadSide(sideWeights),
  };
}
