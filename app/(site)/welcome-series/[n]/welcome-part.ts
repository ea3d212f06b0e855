// Spec §2: the welcome series has parts 1 to 5. Only the plain digits count ("01" or "1.0" are not parts),
// so each part has exactly one address.
export const WELCOME_SERIES_PARTS = [1, 2, 3, 4, 5] as const;

export function welcomeSeriesPart(segment: string): number | null {
  if (!/^[1-9]\d*$/.test(segment)) return null;
  const part = Number(segment);
  return (WELCOME_SERIES_PARTS as readonly number[]).includes(part) ? part : null;
}
