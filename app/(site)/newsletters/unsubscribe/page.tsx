import type { Metadata } from "next";
import Link from "next/link";
import { LINK, PRIMARY_BUTTON } from "@/components/account/ui";
import { newsletterByIdentifier } from "@/lib/newsletters/catalogue";
import { firstValue } from "@/lib/site/page-query";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /newsletters/unsubscribe?token=&emailIdentifier= — a reader who opens the List-Unsubscribe address in
// a browser: one button unsubscribes that newsletter (the same call a mail provider's one-click makes).
export default async function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const token = firstValue(query.token)?.slice(0, 200) ?? "";
  const identifier = firstValue(query.emailIdentifier)?.slice(0, 100) ?? "";
  const newsletter = newsletterByIdentifier(identifier);
  const error = firstValue(query.error);
  const manage = `/newsletters/manage?${new URLSearchParams({ token })}`;
  return (
    <section className="max-w-xl">
      <h1 className="text-2xl font-bold sm:text-3xl">Unsubscribe</h1>
      {!newsletter || !token || error ? (
        <p role="alert" className="mt-4">
          This link has expired or is not valid.{" "}
          <Link href="/newsletters/" className={LINK}>
            See our newsletters
          </Link>
          .
        </p>
      ) : firstValue(query.done) ? (
        <>
          <p role="status" className="mt-4">
            You are unsubscribed from {newsletter.title}. Your other newsletters are unchanged.
          </p>
          <p className="mt-4">
            <Link href={manage} className={LINK}>
              Manage your newsletters
            </Link>
          </p>
        </>
      ) : (
        <form method="post" action={`/api/newsletters/unsubscribe?${new URLSearchParams({ token, emailIdentifier: identifier })}`} className="mt-4">
          <input type="hidden" name="from" value="page" />
          <p className="mb-4">Stop receiving {newsletter.title} at this address?</p>
          <button type="submit" className={PRIMARY_BUTTON}>
            Unsubscribe from {newsletter.title}
          </button>
        </form>
      )}
    </section>
  );
}
