// Second-level public suffixes common among news outlets' countries (a small slice of the Public
// Suffix List, https://publicsuffix.org/list/): a domain equal to one of these is never an outlet, so
// a mistaken `co.uk` in the registry cannot swallow every British site.
const MULTI_LABEL_SUFFIXES = new Set([
  "co.uk", "org.uk", "ac.uk", "gov.uk", "com.au", "net.au", "org.au", "co.nz", "co.za", "co.jp", "or.jp", "ne.jp",
  "com.br", "com.mx", "com.ar", "co.in", "co.il", "com.cn", "com.hk", "com.sg", "com.tr", "co.kr", "com.ng", "co.ke",
]);

/**
 * The outlet whose registered domain covers a link's host: the host itself, then each parent domain
 * (`edition.cnn.com` → `cnn.com`), ignoring a leading `www.` (the index is keyed without it, see
 * outletDomainIndex). A bare public suffix (`com`, `co.uk`) never matches.
 */
export function outletForUrl(url: string, domainIndex: Map<string, string>): string | undefined {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return undefined;
  }
  const labels = host.replace(/^www\./, "").split(".");
  for (let start = 0; start <= labels.length - 2; start++) {
    const domain = labels.slice(start).join(".");
    if (MULTI_LABEL_SUFFIXES.has(domain)) return undefined;
    const outlet = domainIndex.get(domain);
    if (outlet !== undefined) return outlet;
  }
  return undefined;
}
