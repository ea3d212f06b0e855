import { cleanHeadline, headlineStyleFactor } from "./headline-text";
import { centrality, distanceFromCentre, type StoryMemberText } from "./story-member";
import { termSet } from "./terms";

// The story's title: the member headline most central to the story (it shares the most widely used
// terms with the other members), read cleanly (no shouting, teasers or "LIVE:"), and among headlines
// that are close, the one from the outlet nearest the centre and with the best factuality, so the
// story title leans no more than the story does.

/** Headlines scoring within this fraction of the best are "close": the outlet decides between them. */
export const CLOSE_HEADLINE_MARGIN = 0.15;

export interface HeadlineChoice {
  title: string;
  /** Index of the member the title comes from. */
  memberIndex: number;
  outletId: string;
  score: number;
}

interface Candidate {
  memberIndex: number;
  member: StoryMemberText;
  title: string;
  score: number;
}

function candidates(members: readonly StoryMemberText[]): Candidate[] {
  const cleaned = members.map((member) => cleanHeadline(member.title, member));
  const documents = members.map((member, index) => termSet(`${cleaned[index]} ${member.lead}`));
  return members.flatMap((member, memberIndex) => {
    const title = cleaned[memberIndex]!;
    if (title.length === 0) return [];
    const others = documents.filter((_, index) => index !== memberIndex);
    // With a single member, centrality is 0 for all; the style factor still applies.
    const base = others.length > 0 ? centrality(termSet(title), others) : 1;
    return [{ memberIndex, member, title, score: base * headlineStyleFactor(member.title, title) }];
  });
}

function byOutletThenScore(a: Candidate, b: Candidate): number {
  return (
    distanceFromCentre(a.member.bias) - distanceFromCentre(b.member.bias) ||
    (a.member.factualityRank ?? 99) - (b.member.factualityRank ?? 99) ||
    b.score - a.score ||
    a.member.publishedAt - b.member.publishedAt ||
    a.member.outletId.localeCompare(b.member.outletId) ||
    a.memberIndex - b.memberIndex
  );
}

export function pickStoryHeadline(members: readonly StoryMemberText[]): HeadlineChoice | null {
  const all = candidates(members);
  if (all.length === 0) return null;
  const best = Math.max(...all.map((candidate) => candidate.score));
  const close = all.filter((candidate) => candidate.score >= best * (1 - CLOSE_HEADLINE_MARGIN));
  const chosen = close.sort(byOutletThenScore)[0]!;
  return { title: chosen.title, memberIndex: chosen.memberIndex, outletId: chosen.member.outletId, score: chosen.score };
}
