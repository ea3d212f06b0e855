import type { Metadata } from "next";
import { shownFormError } from "@/lib/accounts/form-errors";
import Link from "next/link";
import { LINK, MUTED_TEXT, PRIMARY_BUTTON } from "@/components/account/ui";
import { firstValue } from "@/lib/site/page-query";

export const metadata: Metadata = { title: "Confirm your address", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /verify-email?token=… (issue 20): the link of the verification mail. Opening it changes nothing (mail
// scanners open links); the button posts the token to /api/auth/verify-email.
export default async function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const token = firstValue(query.token)?.slice(0, 200) ?? "";
  const error = shownFormError(firstValue(query.error));
  return (
    <section className="max-w-md">
      <h1 className="mb-4 text-2xl font-bold sm:text-3xl">Confirm your address</h1>
      {error ? (
        <p role="alert" className="mb-4 rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800 dark:bg-red-950 dark:text-red-200">
          {error}
        </p>
      ) : null}
      {token ? (
        <form method="post" action="/api/auth/verify-email">
          <input type="hidden" name="token" value={token} />
          <p className={`mb-4 ${MUTED_TEXT}`}>One click confirms that this address is yours, so we can send you the newsletters you choose.</p>
          <button type="submit" className={PRIMARY_BUTTON}>
            Confirm my address
          </button>
        </form>
      ) : (
        <p className={MUTED_TEXT}>
          Open the link of the mail we sent you, or{" "}
          <Link href="/login" className={LINK}>
            sign in
          </Link>
          .
        </p>
      )}
    </section>
  );
}
