import Link from "next/link";
import type { ReactNode } from "react";
import { CaptchaForm } from "@/components/billing/captcha-form";
import { FIELD, LABEL, LINK, MUTED_TEXT, PRIMARY_BUTTON } from "./ui";

// The sign-in and registration forms (issue 5): plain HTML forms posting to /api/auth/login and
// /api/auth/register, so they work before (and without) JavaScript. On failure the server answers 303
// back to this page with ?error=…&redirectUri=… (docs/api.md); the message is shown and the
// redirectUri is kept in a hidden field for the next attempt.

export type AuthMode = "login" | "register";

const COPY: Record<AuthMode, { action: string; submit: string; passwordAutocomplete: string; switchText: string; switchLink: string; switchPath: string }> = {
  login: {
    action: "/api/auth/login",
    submit: "Sign in",
    passwordAutocomplete: "current-password",
    switchText: "New to OpenGround?",
    switchLink: "Create an account",
    switchPath: "/register",
  },
  register: {
    action: "/api/auth/register",
    submit: "Create account",
    passwordAutocomplete: "new-password",
    switchText: "Already have an account?",
    switchLink: "Sign in",
    switchPath: "/login",
  },
};

/** Password rules of lib/accounts/validate-password.ts, said before the reader types. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

function AuthFormElement({ action, siteKey, describedBy, children }: { action: string; siteKey: string | null; describedBy: string | undefined; children: ReactNode }) {
  const className = "flex flex-col gap-4";
  return siteKey ? (
    <CaptchaForm action={action} siteKey={siteKey} captchaAction="register" className={className} describedBy={describedBy}>
      {children}
    </CaptchaForm>
  ) : (
    <form method="post" action={action} className={className} aria-describedby={describedBy}>
      {children}
    </form>
  );
}

/**
 * `captchaSiteKey`: registration on a site with a captcha (CAPTCHA_SITE_KEY and CAPTCHA_SECRET, issue 21)
 * posts through the checkout's captcha wrapper, which gets a reCAPTCHA v3 token for the "register"
 * action on submit; without one (or signing in) the form is plain HTML.
 */
export function AuthForm({ mode, error, redirectUri, switchRedirectUri, captchaSiteKey = null }: { mode: AuthMode; error: string | null; redirectUri: string; switchRedirectUri: string; captchaSiteKey?: string | null }) {
  const copy = COPY[mode];
  const errorId = `${mode}-error`;
  const hintId = `${mode}-password-hint`;

  return (
    <div className="max-w-md">
      {error ? (
        <p id={errorId} role="alert" className="mb-4 rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800 dark:bg-red-950 dark:text-red-200">
          {error}
        </p>
      ) : null}
      <AuthFormElement action={copy.action} siteKey={mode === "register" ? captchaSiteKey : null} describedBy={error ? errorId : undefined}>
        <input type="hidden" name="redirectUri" value={redirectUri} />
        <div>
          <label htmlFor={`${mode}-email`} className={LABEL}>
            Email
          </label>
          <input id={`${mode}-email`} name="email" type="email" autoComplete="email" required maxLength={254} className={FIELD} />
        </div>
        <div>
          <label htmlFor={`${mode}-password`} className={LABEL}>
            Password
          </label>
          <input
            id={`${mode}-password`}
            name="password"
            type="password"
            autoComplete={copy.passwordAutocomplete}
            required
            minLength={mode === "register" ? PASSWORD_MIN : undefined}
            maxLength={PASSWORD_MAX}
            aria-describedby={mode === "register" ? hintId : undefined}
            className={FIELD}
          />
          {mode === "register" ? (
            <p id={hintId} className={`mt-1 text-sm ${MUTED_TEXT}`}>
              At least {PASSWORD_MIN} characters.
            </p>
          ) : null}
        </div>
        <button type="submit" className={PRIMARY_BUTTON}>
          {copy.submit}
        </button>
      </AuthFormElement>
      {mode === "login" ? (
        <p className="mt-4">
          <Link href="/forgot-password" className={LINK}>
            Forgot your password?
          </Link>
        </p>
      ) : null}
      <p className={`mt-6 ${MUTED_TEXT}`}>
        {copy.switchText}{" "}
        <Link href={`${copy.switchPath}?redirectUri=${encodeURIComponent(switchRedirectUri)}`} className={LINK}>
          {copy.switchLink}
        </Link>
      </p>
    </div>
  );
}
