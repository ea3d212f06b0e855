"use client";

import Cookies from "js-cookie";
import Link from "next/link";
import { useState } from "react";
import { LINK } from "@/components/account/ui";
import { PERSONALIZATION_COOKIE, PERSONALIZATION_COOKIE_MAX_AGE, withPersonalization } from "@/lib/client/personalization";

/**
 * The gift banner of /account (issue 21, for plans entitled to gifts): a reminder that links to the gift
 * page at half price. "Close" hides it for good: giftBannerVisible false in the personalization cookie
 * (spec §3), kept one year (§9), which the account page reads before rendering it.
 */
export function GiftBanner({ href }: { href: string }) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const close = () => {
    const value = withPersonalization(Cookies.get(PERSONALIZATION_COOKIE), { giftBannerVisible: false });
    Cookies.set(PERSONALIZATION_COOKIE, value, { expires: PERSONALIZATION_COOKIE_MAX_AGE / 86_400, path: "/", sameSite: "lax" });
    setClosed(true);
  };
  return (
    <div className="mt-2 flex items-start justify-between gap-3 rounded border border-neutral-300 p-3 dark:border-neutral-700" data-testid="gift-banner">
      <p>
        Your plan lets you give OpenGround:{" "}
        <Link href={href} prefetch={false} className={LINK}>
          give someone a year of Vantage at half price
        </Link>
        .
      </p>
      <button type="button" onClick={close} className="shrink-0 underline" aria-label="Close the gift banner">
        Close
      </button>
    </div>
  );
}
