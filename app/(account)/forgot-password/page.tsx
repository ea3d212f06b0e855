import type { Metadata } from "next";
import { shownFormError } from "@/lib/accounts/form-errors";
import Link from "next/link";
import { FIELD, LABEL, LINK, MUTED_TEXT, PRIMARY_BUTTON } from "@/components/account/ui";
import { RESET_REQUESTED } from "@/lib/accounts/account-mail";
import { firstValue } from "@/lib/site/page-query";

export const metadata: Metadata = { title: "Forgot your password?", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /forgot-password (issue 20): asks for the address and posts it to /api/auth/forgot-password; the
// answer is the same whether or not the address has an account.
export default async function ForgotPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const error = shownFormError(firstValue(query.error));
  return (
    <section className="max-w-md">
      <h1 className="mb-4 text-2xl font-bold sm:text-3xl">Forgot your password?</h1>
      {firstValue(query.sent) ? (
        <p role="status" className="mb-4 rounded border border-neutral-300 px-3 py-2">
          {RESET_REQUESTED}
        </p>
      ) : null}
      {error ? (
        <p id="forgot-error" role="alert" className="mb-4 rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800 dark:bg-red-950 dark:text-red-200">
          {error}
        </p>
      ) : null}
      <p className={`mb-4 ${MUTED_TEXT}`}>Enter the address of your account and we will send you a link to choose a new password.</p>
      <form method="post" action="/api/auth/forgot-password" className="flex flex-col gap-4" aria-describedby={error ? "forgot-error" : undefined}>
        <div>
          <label htmlFor="forgot-email" className={LABEL}>
            Email
          </label>
          <input id="forgot-email" name="email" type="email" autoComplete="email" required maxLength={254} className={FIELD} />
        </div>
        <button type="submit" className={PRIMARY_BUTTON}>
          Send me a link
        </button>
      </form>
      <p className={`mt-6 ${MUTED_TEXT}`}>
        Remembered it?{" "}
        <Link href="/login" className={LINK}>
          Sign in
        </Link>
      </p>
    </section>
  );
}
