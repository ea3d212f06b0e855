// Resolves a feed's host once, checks every address, and pins the connection to those addresses.
// Checking a name and then letting the HTTP client resolve it again would leave a window for DNS
// rebinding (the second answer could be 127.0.0.1), so the socket is given a `lookup` that only ever
// returns the addresses that passed the check.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import { classifyAddress, describeAddress } from "./address-policy";
import { FetchFailure } from "./fetch-failure";

export interface VettedHost {
  /** Host name without IPv6 brackets, as the socket and TLS (SNI) expect it. */
  hostname: string;
  addresses: LookupAddress[];
  /** Passed to http.request so the connection goes to a vetted address and nowhere else. */
  lookup: LookupFunction;
}

function lookupAll(hostname: string, signal: AbortSignal): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    // `verbatim` keeps the resolver's order (RFC 6724 preference) instead of forcing IPv4 first.
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      signal.removeEventListener("abort", onAbort);
      if (error) {
        reject(new FetchFailure("dns", `Could not resolve ${hostname}: ${error.code ?? error.message}`));
      } else if (addresses.length === 0) {
        reject(new FetchFailure("dns", `Could not resolve ${hostname}: no addresses`));
      } else {
        resolve(addresses);
      }
    });
  });
}

function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    // Node asks for all addresses when it races IPv4 and IPv6 (autoSelectFamily, RFC 8305).
    if (options.all) (callback as (error: null, all: LookupAddress[]) => void)(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
}

/**
 * Resolves `urlHostname` (as URL.hostname gives it, IPv6 in brackets) and refuses it when any of its
 * addresses is not public, unless `allowPrivate`. Refusing when *any* address is private (not just the
 * first) stops a name that mixes a public and a private answer from reaching the private one.
 */
export async function resolveVettedHost(urlHostname: string, allowPrivate: boolean, signal: AbortSignal): Promise<VettedHost> {
  const hostname = urlHostname.replace(/^\[|\]$/g, "");
  const family = isIP(hostname);
  const addresses = family ? [{ address: hostname, family }] : await lookupAll(hostname, signal);
  if (!allowPrivate) {
    const refused = addresses.find((entry) => classifyAddress(entry.address) !== "public");
    if (refused) {
      const via = family ? "" : ` (${hostname} resolves to it)`;
      throw new FetchFailure(
        "private_address",
        `Refused to connect: ${describeAddress(refused.address)}${via}; set FEEDS_ALLOW_PRIVATE=1 to allow private addresses`,
      );
    }
  }
  return { hostname, addresses, lookup: pinnedLookup(addresses) };
}
