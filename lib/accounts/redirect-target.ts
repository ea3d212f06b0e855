// Where a form sign-in or registration goes afterwards: the given redirectUri when it is a path on this
// site, else "/". Anything that could leave the site ("//evil.example", "/\\evil", "https://…") is refused,
// so the parameter cannot be used as an open redirect.
export function safeRedirectPath(redirectUri: unknown): string {
  if (typeof redirectUri !== "string") return "/";
  const target = redirectUri.trim();
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return "/";
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return "/";
  // A Location header carries bytes: characters beyond ASCII are sent percent-encoded (a lone surrogate,
  // which has no encoding, is no path at all).
  try {
    return target.replace(/[^\u0000-\u007f]+/g, (run) => encodeURIComponent(run));
  } catch {
    return "/";
  }
}
