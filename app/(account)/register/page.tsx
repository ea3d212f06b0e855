import type { Metadata } from "next";
import { shownFormError } from "@/lib/accounts/form-errors";
import { redirect } from "next/navigation";
import { AuthForm } from "@/components/account/auth-form";
import { captchaConfig } from "@/lib/accounts/captcha";
import { getCurrentUser } from "@/lib/auth/current-user";
import { destinationOf, registrationTarget } from "@/lib/personal/onboarding-path";
import { firstValue } from "@/lib/site/page-query";

export const metadata: Metadata = {
  title: "Create an account",
  description: "Create a free OpenGround account to follow interests and see the bias of your news.",
  robots: { index: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /register (spec §2): e-mail and password, posted to /api/auth/register. A new account goes through
// onboarding first, then to the page the reader was heading for (lib/personal/onboarding-path.ts).
export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const target = registrationTarget(firstValue(query.redirectUri));
  if (await getCurrentUser()) redirect(destinationOf(target));
  return (
    <section>
      <h1 className="mb-2 text-2xl font-bold sm:text-3xl">Create an account</h1>
      <p className="mb-6 max-w-md text-neutral-700 dark:text-neutral-300">
        Follow the topics and sources you care about, and see how balanced your news diet is.
      </p>
      <AuthForm mode="register" error={shownFormError(firstValue(query.error))} redirectUri={target} switchRedirectUri={destinationOf(target)} captchaSiteKey={captchaConfig()?.siteKey ?? null} />
    </section>
  );
}
