import type { Metadata } from "next";
import { shownFormError } from "@/lib/accounts/form-errors";
import Link from "next/link";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/components/account/auth-form";
import { FIELD, LABEL, LINK, MUTED_TEXT, PRIMARY_BUTTON } from "@/components/account/ui";
import { RESET_LINK_INVALID, resetTokenIsValid } from "@/lib/accounts/account-mail";
import { getDb } from "@/lib/db";
import { firstValue } from "@/lib/site/page-query";

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false } };
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /reset-password?token=… (issue 20): the link of the reset mail. A used or expired link says so and
// offers a new one; a good one shows the form posting to /api/auth/reset-password.
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const token = firstValue(query.token)?.slice(0, 200) ?? "";
  const error = shownFormError(firstValue(query.error));
  const valid = token !== "" && (await resetTokenIsValid(await getDb(), token, new Date()));
  return (
    <section className="max-w-md">
      <h1 className="mb-4 text-2xl font-bold sm:text-3xl">Choose a new password</h1>
      {valid ? (
        <>
          {error ? (
            <p id="reset-error" role="alert" className="mb-4 rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800 dark:bg-red-950 dark:text-red-200">
              {error}
            </p>
          ) : null}
          <form method="post" action="/api/auth/reset-password" className="flex flex-col gap-4" aria-describedby={error ? "reset-error" : undefined}>
            <input type="hidden" name="token" value={token} />
            <div>
              <label htmlFor="reset-password" className={LABEL}>
                New password
              </label>
              <input
                id="reset-password"
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={PASSWORD_MIN}
                maxLength={PASSWORD_MAX}
                aria-describedby="reset-hint"
                className={FIELD}
              />
              <p id="reset-hint" className={`mt-1 text-sm ${MUTED_TEXT}`}>
                At least {PASSWORD_MIN} characters. Saving it signs you out on every other device.
              </p>
            </div>
            <button type="submit" className={PRIMARY_BUTTON}>
              Save my new password
            </button>
          </form>
        </>
      ) : (
        <>
          <p role="alert" className="mb-4 rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800 dark:bg-red-950 dark:text-red-200">
            {RESET_LINK_INVALID}
          </p>
          <Link href="/forgot-password" className={LINK}>
            Send me a new link
          </Link>
        </>
      )}
    </section>
  );
}
