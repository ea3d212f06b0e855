// A positive integer id (story, article) from an address, a JSON body or a data attribute. Pure, and
// free of server modules so the browser can use it too.

/** 42 for "42" or 42; null for anything else: "", "0", "-3", "4.5", "12abc", more than 15 digits. */
export function parsePositiveId(value: unknown): number | null {
  const number = typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof number === "number" && Number.isSafeInteger(number) && number > 0 ? number : null;
}
