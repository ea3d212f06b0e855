import { PASSWORD_BUSY } from "@/lib/auth/password";
import { bodyTooLarge } from "@/lib/api/request-body";
import { RESET_LINK_INVALID, VERIFY_LINK_INVALID } from "./account-mail";
import { SIGN_IN_FAILED } from "./sign-in";
import { emailMessage } from "./validate-email";
import { passwordProblem, PASSWORD_MAX_LENGTH } from "./validate-password";

// The sign-in, registration and password pages show the message a failed form post sends back in
// ?error= (lib/api/auth-response.ts). Only the site's own messages are shown as they are (issue 23): any
// other text reads as this generic one, so a link cannot put words of its choosing on our sign-in page.
export const FORM_ERROR_FALLBACK = "Something went wrong. Please try again.";

const KNOWN = new Set<string>([
  SIGN_IN_FAILED,
  emailMessage("empty"),
  emailMessage("invalid_format"),
  passwordProblem("")!,
  passwordProblem("x".repeat(PASSWORD_MAX_LENGTH + 1))!,
  RESET_LINK_INVALID,
  VERIFY_LINK_INVALID,
  "Too Many Requests",
  "Forbidden",
  "Expected a form body",
  PASSWORD_BUSY,
  bodyTooLarge(64 * 1024).message,
]);

/** The ?error= text as the page shows it, or null when there is none. */
export function shownFormError(given: string | undefined): string | null {
  if (!given) return null;
  return KNOWN.has(given) ? given : FORM_ERROR_FALLBACK;
}
