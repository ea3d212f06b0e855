import type { LeftOutRatingInput as LeftOutRating, Rater, RatingInput } from "../outlet-schema";
import { biasLabelProblem, factualityLabelProblem } from "../rating-labels";
import { RATING_DATASETS } from "../rating-sources";
import type { AllSidesRecord, Mbfc2018Record, Mbfc2024Record, Mbfc2026Record, OutletDatasets } from "./outlet-datasets";

// Every rating the datasets hold for an outlet's domains, and every one that is left out with its
// reason (issue 27 "every left-out rating listed with its reason"). Nothing here is typed by hand: the
// registry's ratings are what this finds, minus what these rules or the editors leave out.

/** An editors' decision to leave one found rating out ("rater@date", or an AllSides page), with why. */
export interface LeaveOut {
  rater: Rater;
  /** The dataset's date; for AllSides, which may rate several parts of an outlet, its page instead. */
  date?: string;
  allSidesUrl?: string;
  reason: string;
}

export interface FoundRatings {
  ratings: RatingInput[];
  factualityRatings: RatingInput[];
  leftOut: LeftOutRating[];
}

export interface RatingIndex {
  allSides: Map<string, AllSidesRecord[]>;
  mbfc2018: Map<string, Mbfc2018Record[]>;
  mbfc2024: Map<string, Mbfc2024Record[]>;
  mbfc2026: Map<string, Mbfc2026Record[]>;
  aliases2026: Record<string, string>;
}

function byHost<T extends { host: string }>(records: readonly T[]): Map<string, T[]> {
  const index = new Map<string, T[]>();
  for (const record of records) if (record.host) index.set(record.host, [...(index.get(record.host) ?? []), record]);
  return index;
}

export function buildRatingIndex(datasets: Pick<OutletDatasets, "allSides" | "mbfc2018" | "mbfc2024" | "mbfc2026">): RatingIndex {
  const allSides = new Map<string, AllSidesRecord[]>();
  for (const record of datasets.allSides) {
    if (record.host) allSides.set(record.host, [...(allSides.get(record.host) ?? []), record]);
  }
  return {
    allSides,
    mbfc2018: byHost(datasets.mbfc2018),
    mbfc2024: byHost(datasets.mbfc2024),
    mbfc2026: byHost(datasets.mbfc2026.sources),
    aliases2026: datasets.mbfc2026.aliases,
  };
}

const isOpinion = (name: string) => /\bopinion\b/i.test(name);
const isMainNews = (name: string) => /\((online )?news\)/i.test(name);

/** Why an AllSides entry on one of the outlet's hosts is not its news rating, or null when it is. */
function allSidesReason(record: AllSidesRecord): string | null {
  if (record.type === "Fact Check") return `AllSides rates “${record.name.trim()}”, the outlet's fact-check desk, not its news reporting`;
  if (record.type === "Authors") return `AllSides rates “${record.name.trim()}”, one writer, not the outlet`;
  if (record.type !== "News") return `AllSides files “${record.name.trim()}” under ${record.type}, not news media`;
  if (isOpinion(record.name)) return `AllSides rates “${record.name.trim()}”, the outlet's opinion pages, not its news reporting`;
  return null;
}

/**
 * AllSides may rate several parts of one site (news, opinion, a fact-check desk, a business desk).
 * The outlet's rating is its news entry: "(News)"/"(Online News)" when AllSides names one, else the
 * only remaining entry, else the first; the others are left out naming the part they rate.
 */
function allSidesRatings(records: readonly AllSidesRecord[]): { chosen?: AllSidesRecord; leftOut: { record: AllSidesRecord; reason: string }[] } {
  const leftOut: { record: AllSidesRecord; reason: string }[] = [];
  const news: AllSidesRecord[] = [];
  for (const record of records) {
    const reason = allSidesReason(record);
    if (reason) leftOut.push({ record, reason });
    else news.push(record);
  }
  const chosen = news.find((record) => isMainNews(record.name)) ?? news[0];
  for (const record of news) {
    if (record !== chosen) {
      leftOut.push({ record, reason: `AllSides rates “${record.name.trim()}”, one part of the outlet; its main rating is “${chosen!.name.trim()}”` });
    }
  }
  return { chosen, leftOut };
}

/**
 * Ratings of every dataset for the outlet's domains, the first domain first. Each dataset gives at most
 * one bias and one factuality rating per outlet (the stored key is outlet, kind, rater and date); a
 * second domain's rating in the same dataset is left out, saying so.
 */
export function findRatings(index: RatingIndex, domains: readonly string[], leaveOuts: readonly LeaveOut[] = []): FoundRatings {
  const ratings: RatingInput[] = [];
  const factualityRatings: RatingInput[] = [];
  const leftOut: LeftOutRating[] = [];

  const editorsReason = (rater: Rater, date: string, allSidesUrl?: string) =>
    leaveOuts.find((decision) => decision.rater === rater && (decision.allSidesUrl ? decision.allSidesUrl === allSidesUrl : decision.date === date))?.reason;

  const add = (kind: "bias" | "factuality", rating: RatingInput) => {
    const problem = kind === "bias" ? biasLabelProblem(rating.rater, rating.label) : factualityLabelProblem(rating.rater, rating.label);
    const reason = problem ? `the label ${problem}` : editorsReason(rating.rater, rating.date, rating.rater === "AllSides" ? rating.url : undefined);
    if (reason) leftOut.push({ kind, ...rating, reason });
    else (kind === "bias" ? ratings : factualityRatings).push(rating);
  };

  // AllSides (bias only).
  const allSidesRecords = domains.flatMap((domain) => index.allSides.get(domain) ?? []);
  const { chosen, leftOut: allSidesLeftOut } = allSidesRatings(allSidesRecords);
  const allSidesDate = RATING_DATASETS.allSides2022.date;
  for (const { record, reason } of allSidesLeftOut) {
    leftOut.push({ kind: "bias", rater: "AllSides", label: record.bias, date: allSidesDate, url: record.allsidesUrl, reason });
  }
  if (chosen) add("bias", { rater: "AllSides", label: chosen.bias, date: allSidesDate, url: chosen.allsidesUrl });

  // MBFC, oldest dataset first so the outlet page lists history in order.
  const mbfc2026For = (domain: string) => index.mbfc2026.get(index.aliases2026[domain] ?? domain);
  const pageFor = (domain: string) => mbfc2026For(domain)?.[0]?.url ?? index.mbfc2018.get(domain)?.[0]?.ref;
  type MbfcRow = { domain: string; bias: string; fact?: string; url?: string };
  const mbfcDatasets: { date: string; lookup: (domain: string) => MbfcRow[] }[] = [
    {
      date: RATING_DATASETS.mbfcBaly2018.date,
      lookup: (domain) => (index.mbfc2018.get(domain) ?? []).map((record) => ({ domain, bias: record.bias, fact: record.fact, url: record.ref })),
    },
    {
      date: RATING_DATASETS.mbfcIdiap2024.date,
      // The Idiap table names no page: MBFC's page for the site, as its newer or older data names it.
      lookup: (domain) => (index.mbfc2024.get(domain) ?? []).map((record) => ({ domain, bias: record.bias, fact: record.factualReporting, url: pageFor(domain) })),
    },
    {
      date: RATING_DATASETS.mbfcExt2026.date,
      lookup: (domain) => (mbfc2026For(domain) ?? []).map((record) => ({ domain, bias: record.bias, fact: record.reporting, url: record.url })),
    },
  ];
  const leaveOutRows = (rows: readonly MbfcRow[], date: string, reason: string) => {
    for (const row of rows) {
      const base = { rater: "MBFC" as const, date, ...(row.url ? { url: row.url } : {}) };
      if (row.bias) leftOut.push({ kind: "bias", ...base, label: row.bias, reason });
      if (row.fact) leftOut.push({ kind: "factuality", ...base, label: row.fact, reason });
    }
  };
  for (const dataset of mbfcDatasets) {
    // One row per domain (an alias may lead two domains to the same row), in the outlet's domain order.
    const perDomain = domains
      .map((domain) => dataset.lookup(domain))
      .filter((rows, position, all) => rows.length > 0 && all.findIndex((other) => other[0]?.url === rows[0]?.url && other[0]?.bias === rows[0]?.bias) === position);
    const [first, ...others] = perDomain;
    if (!first) continue;
    const distinct = new Set(first.map((row) => `${row.bias}|${row.fact ?? ""}`));
    if (distinct.size > 1) {
      const labels = first.map((row) => `“${row.bias}”, “${row.fact ?? "no factuality"}”`).join(" and ");
      leaveOutRows(first, dataset.date, `the dataset rates ${first[0]!.domain} twice, as ${labels}; neither is taken`);
    } else {
      const { bias, fact, url } = first[0]!;
      const base = { rater: "MBFC" as const, date: dataset.date, ...(url ? { url } : {}) };
      if (bias) add("bias", { ...base, label: bias });
      if (fact) add("factuality", { ...base, label: fact });
    }
    for (const rows of others) {
      leaveOutRows(rows.slice(0, 1), dataset.date, `MBFC rates ${rows[0]!.domain}, another address of the outlet, separately; the rating of ${first[0]!.domain} counts`);
    }
  }
  return { ratings, factualityRatings, leftOut };
}
