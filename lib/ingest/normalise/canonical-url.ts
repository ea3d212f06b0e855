// One URL per article, so the same story linked with different campaign tags is stored once.
// Rules: http(s) only; the host lower-cased and default ports dropped (the WHATWG URL parser does
// both, RFC 3986 §6.2.2.1 and §6.2.3); the fragment dropped (RFC 3986 §3.5: it never reaches the
// server); tracking parameters removed; the remaining parameters sorted by name, keeping their
// original encoding so the server still receives exactly what it issued.

/**
 * Query parameters that only identify a campaign, a click or a share, never the page. Compared
 * case-insensitively; `prefix*` entries match any name starting with the prefix.
 */
export const TRACKING_PARAMETERS: readonly string[] = [
  "utm_*", // Google Analytics campaign tags (utm_source, utm_medium, utm_campaign, utm_term, utm_content…)
  "fbclid", "gclid", "dclid", "gbraid", "wbraid", "msclkid", "yclid", "twclid", "ttclid", "igshid", "li_fat_id", // ad-click ids
  "mc_cid", "mc_eid", // Mailchimp
  "_hsenc", "_hsmi", "hsa_*", // HubSpot
  "mkt_tok", // Marketo
  "pk_*", "mtm_*", "piwik_*", // Matomo / Piwik
  "ref", "ref_src", "ref_url", "referrer", // referral markers (ref_src is Twitter's)
  "cmpid", "cmp", "ito", "ncid", "ocid", "icid", "sr_share", "smid", "smtyp", "soc_src", "soc_trk", // publisher campaign ids (NYT, Guardian CMP, Yahoo ncid, MSN ocid…)
  "ns_mchannel", "ns_source", "ns_campaign", "ns_linkname", "ns_fee", // Comscore (BBC)
  "at_medium", "at_campaign", "at_custom*", "xtor", "wt_mc", "wt_zmc", // AT Internet, Webtrekk (heise)
  "feedtype", "feedname", // Reuters' feed markers
  "_ga", "_gl", "spm", "share", "s_cid", "s_kwcid", "itm_*", "stm_*", "oly_anon_id", "oly_enc_id", "vero_id", "__twitter_impression",
];

function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_PARAMETERS.some((entry) => (entry.endsWith("*") ? lower.startsWith(entry.slice(0, -1)) : lower === entry));
}

function parameterName(pair: string): string {
  const [raw = ""] = pair.split("=");
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}

/** The canonical form of an article URL, or undefined when it is not an absolute http(s) URL. */
export function canonicalUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (!url.hostname) return undefined;
  url.hash = "";
  const pairs = url.search
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "" && !isTrackingParameter(parameterName(pair)));
  // A stable sort keeps repeated parameters (`a=1&a=2`) in their original order.
  pairs.sort((left, right) => {
    const a = parameterName(left);
    const b = parameterName(right);
    return a < b ? -1 : a > b ? 1 : 0;
  });
  url.search = pairs.length > 0 ? `?${pairs.join("&")}` : "";
  return url.href;
}
