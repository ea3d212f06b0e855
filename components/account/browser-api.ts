import { createApiClient, type ApiClient } from "@/lib/client/api-client";

// The spec §7 API helper as the personal pages' client components use it: same-origin calls with the
// HttpOnly login cookie, and a 401 on a read call going to /401?redirectUri=<this page> (spec §4).
let client: ApiClient | undefined;

export function browserApi(): ApiClient {
  client ??= createApiClient({
    fetch: (input, init) => fetch(input, init),
    baseUrl: "",
    navigate: (url) => window.location.assign(url),
    currentPath: () => window.location.pathname + window.location.search,
  });
  return client;
}

/** A POST/DELETE whose failure should be shown: the server's message, or a generic one. */
export async function sendJson(method: "POST" | "DELETE", path: string, body?: unknown): Promise<{ ok: true; data: unknown } | { ok: false; status: number; message: string }> {
  try {
    const response = await fetch(path, {
      method,
      headers: { "x-gn-v": "web", accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "include",
    });
    if (response.status === 204) return { ok: true, data: undefined };
    const data: unknown = await response.json().catch(() => null);
    if (response.ok) return { ok: true, data };
    const message = (data as { error?: { message?: unknown } } | null)?.error?.message;
    return { ok: false, status: response.status, message: typeof message === "string" ? message : "Something went wrong. Please try again." };
  } catch {
    return { ok: false, status: 0, message: "Network connection issue. Please check your connection and try again." };
  }
}

/** Spec §4: a 401 means the session ended; send the reader to /401 with the way back. */
export function goToUnauthorised(): void {
  window.location.assign(`/401?redirectUri=${encodeURIComponent(window.location.pathname + window.location.search)}`);
}
