import type { Bias, Factuality } from "@/lib/news/bias-scale";
import { borderColour } from "./border-colour";
import { deriveBias } from "./derive-bias";
import { deriveFactuality } from "./derive-factuality";
import { monogramFor } from "./monogram";
import { outletInputSchema, type Outlet, type OutletInput } from "./outlet-schema";
import { REGISTRY_INPUTS } from "./registry-data";

/**
 * Validates an outlet's facts and fills in everything derived: bias and factuality by the rules (never
 * by hand), the border colour from the bias, and the generated monogram unless a logo is given.
 * Throws a ZodError for invalid facts; operator input goes through parseOutletImport first.
 */
export function deriveOutlet(input: OutletInput): Outlet {
  const facts = outletInputSchema.parse(input);
  const { bias, basis: biasBasis } = deriveBias(facts.ratings);
  const { factuality, basis: factualityBasis } = deriveFactuality(facts.factualityRatings);
  return {
    ...facts,
    bias,
    biasBasis,
    factuality,
    factualityBasis,
    borderColour: borderColour(bias),
    logo: facts.logo ?? monogramFor(facts.id, facts.name),
  };
}

let registry: readonly Outlet[] | undefined;

/** Every built-in outlet with its derived fields, in registry order. Computed once. */
export function listOutlets(): Outlet[] {
  registry ??= REGISTRY_INPUTS.map(deriveOutlet);
  return [...registry];
}

export function outletById(id: string): Outlet | undefined {
  return listOutlets().find((outlet) => outlet.id === id);
}

/**
 * The stored form of an outlet (the shape lib/queries/outlets.ts upserts): bias and factuality
 * ratings in one list with their kind, and the rating date as ratedOn.
 */
export interface StoredOutlet {
  id: string;
  name: string;
  domains: string[];
  country: string;
  editions: string[];
  bias: Bias;
  biasBasis: string;
  factuality: Factuality;
  owner: string | null;
  ownershipType: string | null;
  paywall: boolean;
  borderColour: string;
  logo: { initials: string; background: string; foreground: string };
  feeds: string[];
  /** Feeds whose items are credited to the outlet each item links to (issue 27). */
  aggregatorFeeds: string[];
  ratings: { kind: "bias" | "factuality"; rater: string; label: string; ratedOn: string; url: string | null }[];
}

export function toStoredOutlet(outlet: Outlet): StoredOutlet {
  const rows = (kind: "bias" | "factuality", ratings: Outlet["ratings"]) =>
    ratings.map((rating) => ({ kind, rater: rating.rater, label: rating.label, ratedOn: rating.date, url: rating.url ?? null }));
  return {
    id: outlet.id,
    name: outlet.name,
    domains: [...outlet.domains],
    country: outlet.country,
    editions: [...outlet.editions],
    bias: outlet.bias,
    biasBasis: outlet.biasBasis,
    factuality: outlet.factuality,
    owner: outlet.owner ?? null,
    ownershipType: outlet.ownershipType ?? null,
    paywall: outlet.paywall,
    borderColour: outlet.borderColour,
    logo: outlet.logo,
    feeds: [...outlet.feeds],
    aggregatorFeeds: [...outlet.aggregatorFeeds],
    ratings: [...rows("bias", outlet.ratings), ...rows("factuality", outlet.factualityRatings)],
  };
}
