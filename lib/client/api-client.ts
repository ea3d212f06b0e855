import type { FetchErrorClassification, FetchErrorKind } from "./fetch-errors";

// The product's API helper (spec §7), pure apart from what is injected: fetch, navigation, the current
// path and the error reporter, so it runs in the browser, in the mobile shell and in tests alike. Every
// browser call to our API goes through it (lib/client/browser-api.ts holds the browser's instance).
//
// Every call carries `x-gn-v: web`, an Authorization header when a session token is known (API clients;
// the web's token is an HttpOnly cookie the browser sends itself), and optionally x-ip, Accept and extra
// headers.
// - GET: 401 → the session is cleared and the browser goes to /401?redirectUri=<current path>; 5xx
//   throws; other 4xx and 204 answer undefined; otherwise the JSON body.
// - POST: 401 throws "Unauthorized"; 429 throws "Too Many Requests"; 5xx throws "Server Error" or, when
//   asked, answers { error }; 204 answers undefined; otherwise the JSON body (4xx bodies carry { error }).
//   DELETE, which spec §7 does not name, follows the POST rules.
// - PUT: 401 or an unreadable body throws "Unauthorized".
// - An unreadable body: "Invalid JSON response received", or "Invalid text response received" for text.
// - A request that fails before any answer (spec §8): classified (cancelled, offline, blocked, network,
//   CORS, timeout, TLS), reported to monitoring when the classifier says so, and thrown as a FetchFailure
//   carrying the classifier's message for the reader.

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** A request that got no answer; `kind` and the message come from the spec §8 classifier. */
export class FetchFailure extends ApiError {
  constructor(
    readonly classification: FetchErrorClassification,
    readonly cause: unknown,
  ) {
    super(classification.message, 0);
    this.name = "FetchFailure";
  }

  get kind(): FetchErrorKind {
    return this.classification.kind;
  }
}

export const UNAUTHORIZED = "Unauthorized";
export const TOO_MANY_REQUESTS = "Too Many Requests";
export const SERVER_ERROR = "Server Error";
export const INVALID_JSON = "Invalid JSON response received";
export const INVALID_TEXT = "Invalid text response received";

export interface ApiClientOptions {
  fetch: typeof fetch;
  /** "" for the site's own host; NEXT_PUBLIC_API_URL when the API lives elsewhere. */
  baseUrl: string;
  sessionToken?: () => string | undefined;
  /** Spec §4 "Logged-out handling": a 401 on a read call clears the session … */
  onUnauthorized?: () => void;
  /** … and redirects to /401 with redirectUri. */
  navigate: (url: string) => void;
  currentPath: () => string;
  /** The product's own host (spec §8: own-domain timeouts are reported); default: none. */
  ownHost?: () => string;
  /** navigator.onLine; default online. */
  online?: () => boolean;
  /** Error monitoring, for the failures the classifier says to report. */
  report?: (error: unknown, classification: FetchErrorClassification, url: string) => void;
}

export interface CallOptions {
  headers?: Record<string, string>;
  accept?: string;
  ip?: string;
  signal?: AbortSignal;
  /** Let the request finish when the page unloads (a click that leaves the page). */
  keepalive?: boolean;
  /** GET only: a 401 answers undefined instead of going to /401 (the user fetch of spec §4). */
  noRedirectOn401?: boolean;
}

export interface PostOptions extends CallOptions {
  /** On a server error answer { error: message } instead of throwing. */
  returnError?: boolean;
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiClient {
  get<T>(path: string, options?: CallOptions): Promise<T | undefined>;
  /** GET of a text body (GET rules; an unreadable body is "Invalid text response received"). */
  getText(path: string, options?: CallOptions): Promise<string | undefined>;
  post<T>(path: string, body?: unknown, options?: PostOptions): Promise<T | { error: string } | undefined>;
  delete<T>(path: string, body?: unknown, options?: PostOptions): Promise<T | { error: string } | undefined>;
  put<T>(path: string, body: unknown, options?: CallOptions): Promise<T | undefined>;
  /** The call itself (headers, failure classification and reporting) for a caller with its own status rules. */
  request(method: Method, path: string, body?: unknown, options?: CallOptions): Promise<Response>;
}

/** The server's message in a `{ error: { message } }` or `{ error: "…" }` body, if any. */
export function errorMessageOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("error" in body)) return undefined;
  const error = (body as { error: unknown }).error;
  if (typeof error === "string") return error;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : undefined;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  function headers(call: CallOptions, json: boolean): Record<string, string> {
    const token = options.sessionToken?.();
    return {
      "x-gn-v": "web",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(call.ip ? { "x-ip": call.ip } : {}),
      accept: call.accept ?? "application/json",
      ...(json ? { "content-type": "application/json" } : {}),
      ...call.headers,
    };
  }

  async function request(method: Method, path: string, body?: unknown, call: CallOptions = {}): Promise<Response> {
    const url = options.baseUrl + path;
    try {
      return await options.fetch(url, {
        method,
        headers: headers(call, body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: "include",
        ...(call.signal ? { signal: call.signal } : {}),
        ...(call.keepalive ? { keepalive: true } : {}),
      });
    } catch (error) {
      // Loaded only when a request fails: the classifier's lists stay out of every page's first load.
      const { classifyFetchError } = await import("./fetch-errors");
      const classification = classifyFetchError(error, { url, online: options.online?.() ?? true, ownHost: options.ownHost?.() ?? "" });
      if (classification.report) options.report?.(error, classification, url);
      throw new FetchFailure(classification, error);
    }
  }

  async function json<T>(response: Response, invalidMessage: string): Promise<T> {
    try {
      return (await response.json()) as T;
    } catch {
      throw new ApiError(invalidMessage, response.status);
    }
  }

  async function read(method: "GET", path: string, call: CallOptions): Promise<Response | undefined> {
    const response = await request(method, path, undefined, call);
    if (response.status === 401) {
      if (call.noRedirectOn401) return undefined;
      options.onUnauthorized?.();
      options.navigate(`/401?redirectUri=${encodeURIComponent(options.currentPath())}`);
      return undefined;
    }
    if (response.status >= 500) throw new ApiError(SERVER_ERROR, response.status);
    if (response.status >= 400 || response.status === 204) return undefined;
    return response;
  }

  async function write<T>(method: "POST" | "DELETE", path: string, body: unknown, call: PostOptions) {
    const response = await request(method, path, body, call);
    if (response.status === 401) throw new ApiError(UNAUTHORIZED, 401);
    if (response.status === 429) throw new ApiError(TOO_MANY_REQUESTS, 429);
    if (response.status >= 500) {
      if (!call.returnError) throw new ApiError(SERVER_ERROR, response.status);
      const payload: unknown = await response.json().catch(() => null);
      return { error: errorMessageOf(payload) ?? SERVER_ERROR };
    }
    if (response.status === 204) return undefined;
    return json<T>(response, INVALID_JSON);
  }

  return {
    request,

    async get<T>(path: string, call: CallOptions = {}) {
      const response = await read("GET", path, call);
      return response && json<T>(response, INVALID_JSON);
    },

    async getText(path: string, call: CallOptions = {}) {
      const response = await read("GET", path, { accept: "text/plain", ...call });
      if (!response) return undefined;
      try {
        return await response.text();
      } catch {
        throw new ApiError(INVALID_TEXT, response.status);
      }
    },

    post: <T>(path: string, body?: unknown, call: PostOptions = {}) => write<T>("POST", path, body, call),
    delete: <T>(path: string, body?: unknown, call: PostOptions = {}) => write<T>("DELETE", path, body, call),

    async put<T>(path: string, body: unknown, call: CallOptions = {}) {
      const response = await request("PUT", path, body, call);
      if (response.status === 401) throw new ApiError(UNAUTHORIZED, 401);
      if (response.status === 204) return undefined;
      return json<T>(response, UNAUTHORIZED);
    },
  };
}
