"use client";

import { useRef, useState, type ReactNode } from "react";
import { trackBillingEvent } from "@/lib/client/billing-events";

// A form that, on a site with a captcha (a site key), first gets a reCAPTCHA v3 token for `action` and
// sends it as `captchaToken`; the server checks it (lib/accounts/captcha.ts). Without a site key it is a
// plain form, and no script is loaded.

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT = "https://www.google.com/recaptcha/api.js?render=";

function loadScript(siteKey: string): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    if (window.grecaptcha) return window.grecaptcha.ready(() => resolve(window.grecaptcha!));
    const script = document.createElement("script");
    script.src = SCRIPT + encodeURIComponent(siteKey);
    script.async = true;
    script.onload = () => (window.grecaptcha ? window.grecaptcha.ready(() => resolve(window.grecaptcha!)) : reject(new Error("captcha script without grecaptcha")));
    script.onerror = () => reject(new Error("captcha script failed to load"));
    document.head.append(script);
  });
}

export function CaptchaForm({ action, siteKey, captchaAction, className, describedBy, children }: { action: string; siteKey: string | null; captchaAction: string; className?: string; describedBy?: string; children: ReactNode }) {
  const token = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function onSubmit(event: React.FormEvent<HTMLFormElement>): Promise<void> {
    if (!siteKey || token.current?.value) return;
    event.preventDefault();
    const form = event.currentTarget;
    setProblem(null);
    trackBillingEvent("Google-Captcha-Start", { action: captchaAction });
    try {
      const grecaptcha = await loadScript(siteKey);
      token.current!.value = await grecaptcha.execute(siteKey, { action: captchaAction });
      trackBillingEvent("Google-Captcha-Result", { action: captchaAction, ok: true });
      form.requestSubmit();
    } catch (error) {
      console.error("captcha failed", error);
      trackBillingEvent("Google-Captcha-Result", { action: captchaAction, ok: false });
      setProblem("The check that you are not a robot could not start. Please reload the page and try again.");
    }
  }
  return (
    <form method="post" action={action} className={className} aria-describedby={describedBy} onSubmit={(event) => void onSubmit(event)}>
      <input ref={token} type="hidden" name="captchaToken" defaultValue="" />
      {children}
      {problem ? (
        <p role="alert" className="mt-2 text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
