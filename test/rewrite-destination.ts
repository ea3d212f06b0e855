import type { IncomingMessage } from "node:http";
import type { Rewrite } from "next/dist/lib/load-custom-routes";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { matchHas, prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";

export interface RewriteRequest {
  path: string;
  cookies?: Record<string, string>;
  /** Request headers, names in lower case as node:http gives them. */
  headers?: Record<string, string>;
  query?: Record<string, string | string[]>;
}

/**
 * The pathname a list of rewrites sends a request to, or null when none matches, found with the
 * functions Next's router runs (server/lib/router-utils: getPathMatch as buildCustomRoute calls it, then
 * matchHas, then prepareDestination; the first matching rule wins), so a test of next.config.js checks
 * Next's own reading of has/missing: anchored values, named groups, an empty value counting as missing.
 */
export function rewriteDestination(rewrites: readonly Rewrite[], request: RewriteRequest): string | null {
  const query = request.query ?? {};
  // matchHas reads only `cookies` (when present) and `headers` of the request.
  const incoming = { headers: request.headers ?? {}, cookies: request.cookies ?? {} } as unknown as IncomingMessage;
  for (const rewrite of rewrites) {
    const params = getPathMatch(rewrite.source, { strict: true, removeUnnamedParams: true })(request.path);
    if (!params) continue;
    const conditions = rewrite.has || rewrite.missing ? matchHas(incoming, query, rewrite.has, rewrite.missing) : {};
    if (!conditions) continue;
    const { parsedDestination } = prepareDestination({
      appendParamsToQuery: true,
      destination: rewrite.destination,
      params: { ...params, ...conditions },
      query,
    });
    return parsedDestination.pathname;
  }
  return null;
}
