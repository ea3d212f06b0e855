import { emailProblem } from "@/lib/accounts/validate-email";

// The newsletter sign-up checks of spec §5, in their order, with the spec's words (and its spelling of
// "occured", §8). PURE: the sign-up form and the server say the same thing.

export const SIGN_IN_TO_SUBSCRIBE = "Please sign in to subscribe to our newsletters.";
export const ENTER_EMAIL = "Please enter an email address.";
export const ENTER_VALID_EMAIL = "Please enter a valid email address.";
export const SIGNUP_FAILED = "An error occured while signing you up. Please try again later.";

export function signupProblem(params: { signedIn: boolean; email: string }): string | null {
  if (!params.signedIn) return SIGN_IN_TO_SUBSCRIBE;
  const email = params.email.trim();
  if (email === "") return ENTER_EMAIL;
  if (emailProblem(email)) return ENTER_VALID_EMAIL;
  return null;
}
