// Everything the site keeps in the browser (spec §3 "Cookies", "Local-storage items", "Session-storage
// items"), and clearing it at sign-out (spec §4 "Sign-out clears stored state"). The HttpOnly login
// cookie is the server's to clear (GET /v04/user/logout); every cookie a script can see is removed here,
// on the site's path and domain, with local and session storage. Storage that cannot be reached
// (private mode, policy) is logged and ignored (spec §8).

/** The names of the cookies a script can see, from `document.cookie`. */
export function cookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(";")
    .map((part) => part.split("=")[0]!.trim())
    .filter(Boolean);
}

/** Expiring assignments that remove a cookie on path / for the host and, when it has one, its parent domain. */
export function expiringCookies(name: string, hostname: string): string[] {
  const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  const parts = hostname.split(".");
  const parent = parts.length > 2 ? parts.slice(-2).join(".") : null;
  return [expired, `${expired}; domain=${hostname}`, ...(parent ? [`${expired}; domain=.${parent}`] : [])];
}

export function clearStoredState(): void {
  try {
    for (const name of cookieNames(document.cookie)) {
      for (const assignment of expiringCookies(name, window.location.hostname)) document.cookie = assignment;
    }
  } catch (error) {
    console.warn("Could not clear cookies", error);
  }
  for (const storage of ["localStorage", "sessionStorage"] as const) {
    try {
      window[storage].clear();
    } catch (error) {
      console.warn(`Could not clear ${storage}`, error);
    }
  }
}
