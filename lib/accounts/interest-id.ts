// Spec §3: an interest is given as a string id, a number, or an object carrying an id. Interest ids are
// positive integers (schema: interests.id).
export function parseInterestId(value: unknown): number | null {
  const raw = typeof value === "object" && value !== null && "id" in value ? (value as { id: unknown }).id : value;
  if (typeof raw === "number") return Number.isSafeInteger(raw) && raw > 0 && raw <= 2_147_483_647 ? raw : null;
  if (typeof raw === "string" && /^\d{1,10}$/.test(raw.trim())) return parseInterestId(Number(raw.trim()));
  return null;
}
