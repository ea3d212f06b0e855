import { FIELD, LABEL, PRIMARY_BUTTON } from "@/components/account/ui";
import type { Newsletter } from "@/lib/newsletters/catalogue";

// The newsletter sign-up form (spec §4–§5): a plain form posting to /api/newsletters/subscribe, which
// answers with a 303 back here carrying ?error= (the spec's messages, in its order) or ?done=. The
// browser's own checks are off (noValidate) so the reader sees the spec's words, not the browser's.
export function SignupForm({
  newsletters,
  email,
  returnTo,
  error,
  done,
  submitLabel = "Subscribe",
}: {
  newsletters: readonly Newsletter[];
  email: string;
  returnTo: string;
  error: string | null;
  done: string | null;
  submitLabel?: string;
}) {
  const single = newsletters.length === 1;
  return (
    <div className="max-w-md">
      {error ? (
        <p id="signup-error" role="alert" className="mb-4 rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800 dark:bg-red-950 dark:text-red-200">
          {error}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="mb-4 rounded border border-green-700 bg-green-50 px-3 py-2 text-green-900 dark:bg-green-950 dark:text-green-100">
          {done}
        </p>
      ) : null}
      <form method="post" action="/api/newsletters/subscribe" noValidate className="flex flex-col gap-4" aria-describedby={error ? "signup-error" : undefined}>
        <input type="hidden" name="returnTo" value={returnTo} />
        {single ? (
          <input type="hidden" name="emailIdentifiers" value={newsletters[0]!.identifiers[0]} />
        ) : (
          <fieldset>
            <legend className={LABEL}>Newsletters</legend>
            {newsletters.map((newsletter) => (
              <label key={newsletter.slug} className="mt-2 flex items-start gap-2">
                <input type="checkbox" name="emailIdentifiers" value={newsletter.identifiers[0]} defaultChecked={newsletter.slug === "daily-ground"} className="mt-1" />
                <span>
                  <span className="font-semibold">{newsletter.title}</span> <span className="text-sm text-neutral-600 dark:text-neutral-400">({newsletter.subtitle})</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div>
          <label htmlFor="signup-email" className={LABEL}>
            Email
          </label>
          <input id="signup-email" name="email" type="email" autoComplete="email" defaultValue={email} maxLength={254} className={FIELD} />
        </div>
        <button type="submit" className={PRIMARY_BUTTON}>
          {submitLabel}
        </button>
      </form>
    </div>
  );
}
