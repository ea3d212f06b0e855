// Numeric ids and slugs for interests (spec §3: interests have numeric ids; the database column is a
// 32-bit signed integer). Topics take fixed small ids from taxonomy.ts (below ENTITY_ID_OFFSET);
// extracted people, places and organisations take a hash of their kind and canonical name, so the same
// entity gets the same id in every process and every run without a lookup table.
import { fnv1a32 } from "@/lib/hash/fnv1a32";

export type InterestKind = "topic" | "person" | "place" | "organisation";
export type EntityKind = Exclude<InterestKind, "topic">;

/** Entity ids start here; taxonomy ids stay below it. */
export const ENTITY_ID_OFFSET = 1_000_000;
/** The largest PostgreSQL `integer`. */
const MAX_ID = 2_147_483_647;

/** Case, accents and spacing do not make a different entity: "Emmanuel Macron" = "emmanuel  MACRON". */
export function canonicalEntityName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * ENTITY_ID_OFFSET + FNV-1a(kind:name) folded into the range left up to 2^31 − 1. Two entities share an
 * id with probability about n²/(2 × 2.1e9): 1 in ~4,300 for 1,000 entities, ~2 % for 10,000. The writer keeps the first and
 * links the story to it, a tolerable mistake for a follow button.
 */
export function interestId(kind: EntityKind, name: string): number {
  const span = MAX_ID - ENTITY_ID_OFFSET;
  return ENTITY_ID_OFFSET + (fnv1a32(`${kind}:${canonicalEntityName(name)}`) % span);
}

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const SLUG_PREFIX: Record<EntityKind, string> = { person: "person", place: "place", organisation: "org" };

/**
 * Slugs are unique across all interests (a database constraint), and the place "China" must not take
 * the topic China's slug, so entity slugs carry their kind: "person-donald-trump", "place-sydney".
 */
export function interestSlug(kind: EntityKind, name: string): string {
  return `${SLUG_PREFIX[kind]}-${slugify(name)}`;
}
