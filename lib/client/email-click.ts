// Spec §2, §5: arriving from a newsletter link (utm_medium=email with a token and an emailIdentifier)
// registers the click; paths containing /extension/ skip it. Pure: the caller posts the record (its
// failure is only logged) and then drops the tracking parameters from the address bar.

export const EMAIL_CLICK_PARAMS = ["utm_medium", "token", "emailIdentifier", "numberInSeries", "variant", "edition", "category", "subCategory"] as const;

/** The address without the click's parameters (the token must not linger in history or referrers). */
export function withoutEmailClickParams(pathname: string, search: string, hash: string): string {
  const params = new URLSearchParams(search);
  for (const name of EMAIL_CLICK_PARAMS) params.delete(name);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}${hash}`;
}
