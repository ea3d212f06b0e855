import { getEnv } from "@/lib/env";
import { log } from "@/lib/log";

// The captcha of checkout (issue 21; spec §7: "a captcha script is loaded with a site key and an action is
// executed to obtain a token"). reCAPTCHA v3's protocol: the browser gets a token for an action, the
// server posts it with the secret to the verify address and accepts a success with a high enough score
// for the same action. None of it happens unless both CAPTCHA_SITE_KEY and CAPTCHA_SECRET are set.

export interface CaptchaConfig {
  siteKey: string;
  secret: string;
  verifyUrl: string;
  minScore: number;
}

let override: CaptchaConfig | null | undefined;

export function captchaConfig(): CaptchaConfig | null {
  if (override !== undefined) return override;
  const env = getEnv();
  if (!env.CAPTCHA_SITE_KEY || !env.CAPTCHA_SECRET) return null;
  return { siteKey: env.CAPTCHA_SITE_KEY, secret: env.CAPTCHA_SECRET, verifyUrl: env.CAPTCHA_VERIFY_URL, minScore: env.CAPTCHA_MIN_SCORE };
}

/** Tests: a config of their own (null: no captcha), or undefined to read the environment again. */
export function setCaptchaConfigForTests(config: CaptchaConfig | null | undefined): void {
  override = config;
}

/** Said when a form that needs a captcha comes without a token that passes (checkout, registration). */
export const CAPTCHA_FAILED = "We could not confirm that you are not a robot. Please try again.";

export type CaptchaVerdict = "passed" | "not_required" | "missing" | "refused" | "unavailable";

export async function verifyCaptcha(config: CaptchaConfig | null, input: { token: string; action: string; ip: string | null }): Promise<CaptchaVerdict> {
  if (!config) return "not_required";
  if (!input.token) return "missing";
  try {
    const body = new URLSearchParams({ secret: config.secret, response: input.token });
    if (input.ip) body.set("remoteip", input.ip);
    const response = await fetch(config.verifyUrl, { method: "POST", body, signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const verdict = (await response.json()) as { success?: boolean; score?: number; action?: string };
    const passed = verdict.success === true && (verdict.score === undefined || verdict.score >= config.minScore) && (verdict.action === undefined || verdict.action === input.action);
    if (!passed) log.warn("captcha refused", { action: input.action, score: verdict.score, expectedAction: input.action, gotAction: verdict.action });
    return passed ? "passed" : "refused";
  } catch (error) {
    log.error("captcha verification unavailable", { error });
    return "unavailable";
  }
}
