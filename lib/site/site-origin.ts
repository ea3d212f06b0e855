// The absolute origin for links that leave the page (RSS items, the sitemap, robots.txt): PUBLIC_URL
// when the operator set it (behind a proxy the request's own host may be an internal name), else the
// origin the request came to. Pure: both come in as arguments.

export function siteOrigin(publicUrl: string | undefined, requestUrl: string | URL): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return new URL(requestUrl).origin;
}

/** The origin from request headers, for metadata routes that get no Request (sitemap, robots). */
export function originFromHeaders(publicUrl: string | undefined, headers: Headers): string {
  if (publicUrl) return new URL(publicUrl).origin;
  const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host") || "localhost";
  const protocol = headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ? "https" : "http";
  return new URL(`${protocol}://${host}`).origin;
}

/** PUBLIC_URL's origin, or null: a page in Next's page cache has no request whose host could stand in. */
export function publicOrigin(publicUrl: string | undefined): string | null {
  return publicUrl ? new URL(publicUrl).origin : null;
}
