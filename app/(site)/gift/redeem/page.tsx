import type { Metadata } from "next";
import Link from "next/link";
import { FIELD, LABEL, LINK, PRIMARY_BUTTON } from "@/components/account/ui";
import { GIFT_CODE_REFUSED } from "@/lib/accounts/gifts";
import { getCurrentUser } from "@/lib/auth/current-user";

export const metadata: Metadata = {
  title: "Redeem a gift",
  description: "Apply an OpenGround gift code to your account.",
  robots: { index: false },
};

export const dynamic = "force-dynamic";

// /gift/redeem (issue 21): a gift code applied to the signed-in account, once (POST /api/billing/redeem).
export default async function RedeemGiftPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [params, user] = await Promise.all([searchParams, getCurrentUser().catch(() => null)]);
  return (
    <section className="max-w-xl">
      <h1 className="text-2xl font-bold sm:text-3xl">Redeem a gift</h1>
      {params.error === "refused" ? (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
          {GIFT_CODE_REFUSED}
        </p>
      ) : null}
      {user ? (
        <form method="post" action="/api/billing/redeem" className="mt-4 flex flex-col gap-3">
          <label className={LABEL}>
            Gift code
            <input name="code" required autoComplete="off" placeholder="ABCD-EFGH-JKLM-NPQR" className={FIELD} />
          </label>
          <button type="submit" className={PRIMARY_BUTTON}>
            Redeem
          </button>
          <p className="text-sm">The year of Vantage goes to {user.email}.</p>
        </form>
      ) : (
        <p className="mt-4">
          <Link href={`/login?redirectUri=${encodeURIComponent("/gift/redeem")}`} className={LINK}>
            Sign in
          </Link>{" "}
          to redeem a gift code: it applies to your account.
        </p>
      )}
    </section>
  );
}
