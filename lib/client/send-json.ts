import Cookies from "js-cookie";
import { USER_COOKIE } from "@/lib/auth/constants";
import { ApiError, errorMessageOf, FetchFailure } from "./api-client";
import { browserApi } from "./browser-api";

// The account and onboarding forms' calls (issue 19): the spec §7 helper's POST/DELETE, answered as a
// result the form can show. Apart from browser-api.ts so that pages without such a form do not load it.

export const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";

export type SendResult = { ok: true; data: unknown } | { ok: false; status: number; message: string };

/**
 * A POST/DELETE whose failure is shown to the reader: the server's message, the helper's (spec §8), or a
 * generic one. status 401 means the session ended (the caller sends the reader to /401).
 */
export async function sendJson(method: "POST" | "DELETE", path: string, body?: unknown): Promise<SendResult> {
  try {
    const api = browserApi();
    const data = await (method === "POST" ? api.post(path, body) : api.delete(path, body));
    const message = errorMessageOf(data);
    if (message !== undefined || (data && typeof data === "object" && "error" in data)) return { ok: false, status: 400, message: message ?? SOMETHING_WENT_WRONG };
    return { ok: true, data };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, message: error instanceof FetchFailure || error.status !== 500 ? error.message : SOMETHING_WENT_WRONG };
    return { ok: false, status: 0, message: SOMETHING_WENT_WRONG };
  }
}

/** Spec §4: a 401 means the session ended; send the reader to /401 with the way back. */
export function goToUnauthorised(): void {
  Cookies.remove(USER_COOKIE, { path: "/" });
  window.location.assign(`/401?redirectUri=${encodeURIComponent(window.location.pathname + window.location.search)}`);
}
