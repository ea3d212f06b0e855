import { FACTUALITY_VALUES, type Bias, type Factuality } from "@/lib/news/bias-scale";

/** What the headline and summary pickers know of one member article of a story. */
export interface StoryMemberText {
  title: string;
  /** The feed's description / lead paragraph, HTML already stripped. */
  lead: string;
  outletId: string;
  /** The outlet's display name, when known: helps strip " - Outlet Name" from titles. */
  outletName?: string;
  bias: Bias;
  /** 0 = very high factuality … 5 = very low (the order of FACTUALITY_VALUES); absent when unrated. */
  factualityRank?: number;
  publishedAt: number;
}

export function factualityRank(factuality: Factuality): number | undefined {
  return factuality === "unknown" ? undefined : FACTUALITY_VALUES.indexOf(factuality);
}

/** Steps from the centre of the 7-point scale; unrated outlets rank with the fringes. */
export function distanceFromCentre(bias: Bias): number {
  switch (bias) {
    case "center":
      return 0;
    case "leanLeft":
    case "leanRight":
      return 1;
    case "left":
    case "right":
      return 2;
    case "farLeft":
    case "farRight":
    case "unknown":
      return 3;
  }
}

/**
 * How central a piece of text is to the story: for each of its terms, the fraction of the OTHER members
 * that use it, summed and divided by √(term count) so a long headline does not win by length alone.
 */
export function centrality(terms: ReadonlySet<string>, others: readonly ReadonlySet<string>[]): number {
  if (terms.size === 0 || others.length === 0) return 0;
  let support = 0;
  for (const term of terms) {
    let users = 0;
    for (const other of others) if (other.has(term)) users++;
    support += users / others.length;
  }
  return support / Math.sqrt(terms.size);
}
