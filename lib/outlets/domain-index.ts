/** Lower case, no trailing dot, no leading "www." — the form domains are stored and matched in. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, "").replace(/^www\./, "");
}

/**
 * host → outlet id for every domain of every outlet. Two outlets claiming one host is a registry
 * error (an article would be credited at random), so it throws, naming both.
 */
export function buildDomainIndex(outlets: readonly { id: string; domains: readonly string[] }[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const outlet of outlets) {
    for (const domain of outlet.domains) {
      const host = normaliseHost(domain);
      const holder = index.get(host);
      if (holder && holder !== outlet.id) throw new Error(`Domain ${host} is claimed by both ${holder} and ${outlet.id}`);
      index.set(host, outlet.id);
    }
  }
  return index;
}

function hostOf(hostOrUrl: string): string | null {
  if (!hostOrUrl.includes("/")) return normaliseHost(hostOrUrl);
  try {
    return normaliseHost(new URL(hostOrUrl).hostname);
  } catch {
    return null;
  }
}

/**
 * The outlet an article link or host belongs to: the host itself, else its nearest parent domain in
 * the index (edition.cnn.com and rss.cnn.com → cnn.com). Undefined for hosts of no known outlet.
 */
export function outletIdForHost(index: ReadonlyMap<string, string>, hostOrUrl: string): string | undefined {
  const host = hostOf(hostOrUrl);
  if (!host) return undefined;
  const labels = host.split(".");
  for (let start = 0; start < labels.length - 1; start++) {
    const outletId = index.get(labels.slice(start).join("."));
    if (outletId) return outletId;
  }
  return undefined;
}
