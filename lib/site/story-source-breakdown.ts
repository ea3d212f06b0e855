import { FACTUALITY_VALUES, type Factuality } from "@/lib/news/bias-scale";
import { factualityLabel, ownershipLabel } from "@/lib/news/bias-labels";

// The story page's factuality and ownership breakdown (issue 4): how many of the story's distinct outlets
// have each factuality grade and each ownership type. An outlet counts once however many articles it
// ran, as it does in the coverage bar (spec §3). Pure.

export interface BreakdownOutlet {
  id: string;
  factuality: string;
  ownershipType: string | null;
}

export interface BreakdownRow {
  key: string;
  label: string;
  count: number;
}

export interface SourceBreakdown {
  outletCount: number;
  /** Grades present, from very high to very low, then the unrated. */
  factuality: BreakdownRow[];
  /** Ownership types present, most outlets first (ties by name), unknown last. */
  ownership: BreakdownRow[];
}

function distinctOutlets(articles: readonly { outlet: BreakdownOutlet }[]): BreakdownOutlet[] {
  return [...new Map(articles.map((article) => [article.outlet.id, article.outlet])).values()];
}

export function sourceBreakdown(articles: readonly { outlet: BreakdownOutlet }[]): SourceBreakdown {
  const outlets = distinctOutlets(articles);
  const factualityCounts = new Map<string, number>();
  const ownershipCounts = new Map<string, number>();
  for (const outlet of outlets) {
    const grade = (FACTUALITY_VALUES as readonly string[]).includes(outlet.factuality) ? outlet.factuality : "unknown";
    factualityCounts.set(grade, (factualityCounts.get(grade) ?? 0) + 1);
    const type = outlet.ownershipType ?? "";
    ownershipCounts.set(type, (ownershipCounts.get(type) ?? 0) + 1);
  }
  const factuality = FACTUALITY_VALUES.filter((grade) => factualityCounts.has(grade)).map((grade: Factuality) => ({
    key: grade,
    label: factualityLabel(grade),
    count: factualityCounts.get(grade)!,
  }));
  const ownership = [...ownershipCounts]
    .map(([key, count]) => ({ key: key || "unknown", label: ownershipLabel(key || null), count }))
    .sort((a, b) => Number(a.key === "unknown") - Number(b.key === "unknown") || b.count - a.count || a.label.localeCompare(b.label));
  return { outletCount: outlets.length, factuality, ownership };
}
