// The e-mail validator of spec §5 and §9: non-empty, at most 254 characters, a standard address pattern,
// local part at most 64 characters, each domain label at most 63 characters.
export const EMAIL_MAX_LENGTH = 254; // RFC 5321 §4.5.3.1.3 (path) less the angle brackets
export const EMAIL_LOCAL_MAX_LENGTH = 64; // RFC 5321 §4.5.3.1.1
export const EMAIL_LABEL_MAX_LENGTH = 63; // RFC 1035 §2.3.4

// The local part of the WHATWG "valid e-mail address" (the pattern browsers apply to <input type=email>),
// with a domain of dot-separated labels that must contain at least one dot: a bare host such as
// "user@localhost" is not an address anyone can sign up with.
const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export type EmailProblem = "empty" | "too_long" | "invalid_format" | "local_part_too_long" | "domain_label_too_long";

/** The first rule the address breaks, in the spec's order, or null when it is valid. */
export function emailProblem(email: string): EmailProblem | null {
  if (email.length === 0) return "empty";
  if (email.length > EMAIL_MAX_LENGTH) return "too_long";
  if (!EMAIL_PATTERN.test(email)) return "invalid_format";
  const at = email.lastIndexOf("@");
  if (at > EMAIL_LOCAL_MAX_LENGTH) return "local_part_too_long";
  if (email.slice(at + 1).split(".").some((label) => label.length > EMAIL_LABEL_MAX_LENGTH)) return "domain_label_too_long";
  return null;
}

export function isValidEmail(email: string): boolean {
  return emailProblem(email) === null;
}

/** The form messages of spec §5 ("Please enter an email address." / "Please enter a valid email address."). */
export function emailMessage(problem: EmailProblem): string {
  return problem === "empty" ? "Please enter an email address." : "Please enter a valid email address.";
}

/** Surrounding spaces are a typing accident; case is kept as typed (lookups ignore it). */
export function normaliseEmail(email: string): string {
  return email.trim();
}
