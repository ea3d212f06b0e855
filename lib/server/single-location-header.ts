import { ServerResponse } from "node:http";

// A workaround for Next's known bug vercel/next.js#82117 (open in 16.4.6): when a page in the page
// cache (ISR) answers a redirect on its first render, Next sets `Location` while rendering and then
// appends the cached copy of the same header, so the response carries `Location` twice. Browsers
// follow it, but clients and proxies that join repeated fields (fetch, Cloudflare) get
// "/article/4, /article/4" and land on a 404. The cached story page redirects merged stories, so the
// web process drops an appended `Location` equal to the one already set: RFC 9110 §10.2.2 defines
// Location as a single URI reference, so a second copy never carries meaning. Remove once Next fixes it.

const PATCHED = Symbol.for("openground.singleLocationHeader");

type HeaderValue = number | string | readonly string[] | undefined;

/** True when appending `value` to `name` would only repeat a Location the response already has. */
export function repeatsLocation(name: string, current: HeaderValue, value: HeaderValue): boolean {
  if (name.toLowerCase() !== "location" || current === undefined || value === undefined) return false;
  const present = new Set((Array.isArray(current) ? current : [current]).map(String));
  const added = Array.isArray(value) ? value : [value];
  return added.length > 0 && added.every((item) => present.has(String(item)));
}

/** Makes every response of this process skip such repeats (idempotent: boot may run more than once). */
export function keepLocationHeaderSingle(): void {
  const prototype = ServerResponse.prototype as ServerResponse & { [PATCHED]?: true };
  if (prototype[PATCHED]) return;
  const appendHeader = prototype.appendHeader;
  prototype.appendHeader = function appendHeaderOnce(this: ServerResponse, name: string, value: string | readonly string[]) {
    if (repeatsLocation(name, this.getHeader(name), value)) return this;
    return appendHeader.call(this, name, value);
  };
  prototype[PATCHED] = true;
}
