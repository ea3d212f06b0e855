import Cookies from "js-cookie";
import { USER_COOKIE } from "@/lib/auth/constants";
import { createApiClient, type ApiClient } from "./api-client";
import { reportError } from "./monitoring";

// The browser's instance of the spec §7 API helper: same-origin calls with the HttpOnly login cookie; a
// 401 on a read call clears the readable user cookie and goes to /401?redirectUri=<this page> (spec §4);
// failures with no answer are classified (spec §8) and the reportable ones go to monitoring.
let client: ApiClient | undefined;

export function browserApi(): ApiClient {
  client ??= createApiClient({
    fetch: (input, init) => fetch(input, init),
    baseUrl: "",
    navigate: (url) => window.location.assign(url),
    currentPath: () => window.location.pathname + window.location.search,
    onUnauthorized: () => Cookies.remove(USER_COOKIE, { path: "/" }),
    ownHost: () => window.location.hostname,
    online: () => navigator.onLine,
    report: (error, classification, url) => reportError(error, { kind: classification.kind, url, actionable: classification.actionable }),
  });
  return client;
}
