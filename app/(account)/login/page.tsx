import type { Metadata } from "next";
import { shownFormError } from "@/lib/accounts/form-errors";
import { redirect } from "next/navigation";
import { AuthForm } from "@/components/account/auth-form";
import { safeRedirectPath } from "@/lib/accounts/redirect-target";
import { getCurrentUser } from "@/lib/auth/current-user";
import { firstValue } from "@/lib/site/page-query";

export const metadata: Metadata = {
  title: "Sign in",
  description: "Sign in to OpenGround.",
  robots: { index: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /login (spec §2): e-mail and password, posted to /api/auth/login; after signing in the reader goes to
// redirectUri (a path on this site) or home. A reader who is already signed in goes straight there.
export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const target = safeRedirectPath(firstValue(query.redirectUri));
  if (await getCurrentUser()) redirect(target);
  return (
    <section>
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Sign in</h1>
      <AuthForm mode="login" error={shownFormError(firstValue(query.error))} redirectUri={target} switchRedirectUri={target} />
    </section>
  );
}
