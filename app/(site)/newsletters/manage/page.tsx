import type { Metadata } from "next";
import Link from "next/link";
import { LINK, PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/account/ui";
import { newsletterByIdentifier } from "@/lib/newsletters/catalogue";
import { structureForToken } from "@/lib/site/newsletters";
import { firstValue } from "@/lib/site/page-query";

export const metadata: Metadata = { title: "Your newsletters", robots: { index: false } };
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /newsletters/manage?token=… (issue 20): the page the footer of every newsletter and the "manage"
// and "confirm" mails link to. The token (from a mail to the address) is the key; nothing changes until
// a button is pressed (mail scanners open links).
export default async function ManageNewslettersPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const token = firstValue(query.token)?.slice(0, 200) ?? "";
  const structure = token ? await structureForToken(token) : null;
  const error = firstValue(query.error)?.slice(0, 300);
  const done = firstValue(query.done)?.slice(0, 300);
  if (!structure) {
    return (
      <section className="max-w-xl">
        <h1 className="text-2xl font-bold sm:text-3xl">Your newsletters</h1>
        <p role="alert" className="mt-4">
          This link has expired or is not valid. Open the link of a more recent mail, or{" "}
          <Link href="/newsletters/" className={LINK}>
            sign up again
          </Link>
          .
        </p>
      </section>
    );
  }
  const confirm = (firstValue(query.subscribe) ?? "")
    .split(",")
    .map((identifier) => newsletterByIdentifier(identifier))
    .filter((newsletter) => newsletter !== null)
    .filter((newsletter) => !structure.newsletters.find((entry) => entry.slug === newsletter.slug)?.isSubscribed);
  return (
    <section className="max-w-xl">
      <h1 className="text-2xl font-bold sm:text-3xl">Your newsletters</h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-400">For {structure.email}</p>
      {error ? (
        <p role="alert" className="mt-4 rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800 dark:bg-red-950 dark:text-red-200">
          {error}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="mt-4 rounded border border-green-700 bg-green-50 px-3 py-2 text-green-900 dark:bg-green-950 dark:text-green-100">
          {done}
        </p>
      ) : null}
      {confirm.length && !done ? (
        <form method="post" action="/api/newsletters/manage" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="emailIdentifier" value={confirm.map((newsletter) => newsletter.identifiers[0]).join(",")} />
          <input type="hidden" name="subscribed" value="1" />
          <button type="submit" className={PRIMARY_BUTTON}>
            Confirm my subscription to {confirm.map((newsletter) => newsletter.title).join(" and ")}
          </button>
        </form>
      ) : null}
      <ul className="mt-6 flex flex-col gap-4">
        {structure.newsletters.map((entry) => (
          <li key={entry.slug} className="flex flex-wrap items-center justify-between gap-3 rounded border border-neutral-200 p-4 dark:border-neutral-800">
            <div>
              <p className="font-semibold">{entry.title}</p>
              <p className="text-sm text-neutral-600 dark:text-neutral-400">
                {entry.frequency} · {entry.isSubscribed ? "Subscribed" : entry.available ? "Not subscribed" : "Comes with a subscription"}
              </p>
            </div>
            {entry.isSubscribed || entry.available ? (
              <form method="post" action="/api/newsletters/manage">
                <input type="hidden" name="token" value={token} />
                <input type="hidden" name="emailIdentifier" value={entry.identifiers[0]} />
                <input type="hidden" name="subscribed" value={entry.isSubscribed ? "0" : "1"} />
                <button type="submit" className={SECONDARY_BUTTON}>
                  {entry.isSubscribed ? `Unsubscribe from ${entry.title}` : `Subscribe to ${entry.title}`}
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
