// The product's API helper (spec §7), pure apart from what is injected: fetch, navigation and the
// current path, so it runs in the browser, in the mobile shell and in tests alike.
//
// Every call carries `x-gn-v: web`, an Authorization header when a session token is known (API clients;
// the web's token is an HttpOnly cookie the browser sends itself), and optionally x-ip, Accept and extra
// headers.
// - GET: 401 → the session is cleared and the browser goes to /401?redirectUri=<current path>; 5xx
//   throws; other 4xx and 204 answer undefined; otherwise the JSON body.
// - POST: 401 throws "Unauthorized"; 429 throws "Too Many Requests"; 5xx throws "Server Error" or, when
//   asked, answers { error }; 204 answers undefined; otherwise the JSON body (4xx bodies carry { error }).
// - PUT: 401 or an unreadable body throws "Unauthorized".

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const UNAUTHORIZED = "Unauthorized";
export const TOO_MANY_REQUESTS = "Too Many Requests";
export const SERVER_ERROR = "Server Error";
export const INVALID_JSON = "Invalid JSON response received";

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
}

export interface CallOptions {
  headers?: Record<string, string>;
  accept?: string;
  ip?: string;
}

export interface PostOptions extends CallOptions {
  /** On a server error answer { error: message } instead of throwing. */
  returnError?: boolean;
}

export interface ApiClient {
  get<T>(path: string, options?: CallOptions): Promise<T | undefined>;
  post<T>(path: string, body: unknown, options?: PostOptions): Promise<T | { error: string } | undefined>;
  put<T>(path: string, body: unknown, options?: CallOptions): Promise<T | undefined>;
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

  const send = (method: string, path: string, call: CallOptions, body?: unknown) =>
    options.fetch(options.baseUrl + path, {
      method,
      headers: headers(call, body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "include",
    });

  async function json<T>(response: Response, invalidMessage: string): Promise<T> {
    try {
      return (await response.json()) as T;
    } catch {
      throw new ApiError(invalidMessage, response.status);
    }
  }

  return {
    async get<T>(path: string, call: CallOptions = {}) {
      const response = await send("GET", path, call);
      if (response.status === 401) {
        options.onUnauthorized?.();
        options.navigate(`/401?redirectUri=${encodeURIComponent(options.currentPath())}`);
        return undefined;
      }
      if (response.status >= 500) throw new ApiError(SERVER_ERROR, response.status);
      if (response.status >= 400 || response.status === 204) return undefined;
      return json<T>(response, INVALID_JSON);
    },

    async post<T>(path: string, body: unknown, call: PostOptions = {}) {
      const response = await send("POST", path, call, body);
      if (response.status === 401) throw new ApiError(UNAUTHORIZED, 401);
      if (response.status === 429) throw new ApiError(TOO_MANY_REQUESTS, 429);
      if (response.status >= 500) {
        if (!call.returnError) throw new ApiError(SERVER_ERROR, response.status);
        const payload = await response.json().catch(() => null) as { error?: { message?: unknown } } | null;
        const message = payload?.error?.message;
        return { error: typeof message === "string" ? message : SERVER_ERROR };
      }
      if (response.status === 204) return undefined;
      return json<T>(response, INVALID_JSON);
    },

    async put<T>(path: string, body: unknown, call: CallOptions = {}) {
      const response = await send("PUT", path, call, body);
      if (response.status === 401) throw new ApiError(UNAUTHORIZED, 401);
      if (response.status === 204) return undefined;
      return json<T>(response, UNAUTHORIZED);
    },
  };
}
