import type { Metadata } from "next";
import Link from "next/link";
import { LINK } from "@/components/account/ui";
import { SignupForm } from "@/components/newsletters/signup-form";
import { getCurrentUser } from "@/lib/auth/current-user";
import { newsletterBySlug } from "@/lib/newsletters/catalogue";
import { firstValue } from "@/lib/site/page-query";

export const metadata: Metadata = {
  title: "Subscribe to The Daily Ground",
  description: "Sign up for the free daily newsletter.",
};
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /newsletters/daily-ground/subscribe/ (spec §2, §4–§5): the Daily's sign-up form.
export default async function DailyGroundSubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const user = await getCurrentUser();
  const daily = newsletterBySlug("daily-ground")!;
  return (
    <section className="max-w-3xl">
      <h1 className="mb-2 text-2xl font-bold sm:text-3xl">Subscribe to The Daily Ground</h1>
      <p className="mb-6 text-neutral-700 dark:text-neutral-300">{daily.description} Every morning at 07:00 your time, free.</p>
      <SignupForm
        newsletters={[daily]}
        email={firstValue(query.email) ?? user?.email ?? ""}
        returnTo="/newsletters/daily-ground/subscribe/"
        error={firstValue(query.error)?.slice(0, 300) ?? null}
        done={firstValue(query.done)?.slice(0, 300) ?? null}
      />
      {!user ? (
        <p className="mt-4">
          <Link href="/login?redirectUri=%2Fnewsletters%2Fdaily-ground%2Fsubscribe%2F" className={LINK}>
            Sign in
          </Link>{" "}
          or{" "}
          <Link href="/register?redirectUri=%2Fnewsletters%2Fdaily-ground%2Fsubscribe%2F" className={LINK}>
            create an account
          </Link>{" "}
          to subscribe.
        </p>
      ) : null}
    </section>
  );
}
