"use client";

import { useState } from "react";
import { PaywallDialog } from "@/components/billing/paywall-dialog";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import Cookies from "js-cookie";
import { track } from "@/lib/client/analytics";
import { ApiError } from "@/lib/client/api-client";
import { browserApi } from "@/lib/client/browser-api";
import { followLimitPrompt } from "@/lib/billing/paywall";
import { updateInterestFollow } from "@/lib/client/follow-interest";
import { isSignedIn } from "@/lib/client/user-state";

// Follow / unfollow an interest (issue 4 "/interest/{id}") through POST /v04/interests/updateMy
// {action, interestId} (spec §7). Spec §4 "Follow result": code 0 means the plan's follow limit was
// hit; a 401 means the session is gone, so the reader is offered sign-in and brought back here.

export const FOLLOW_LIMIT_MESSAGE = "You have reached the follow limit of your plan";

type Outcome = "none" | "limit" | "signIn" | "sessionEnded" | "error";

export function FollowButton({ interestId, interestName, initiallyFollowing, loginHref, plansOffered = false }: {
  interestId: number;
  interestName: string;
  initiallyFollowing: boolean;
  loginHref: string;
  /** Payments are configured (issue 21): the limit message then leads to /subscribe; otherwise no upgrade prompt. */
  plansOffered?: boolean;
}) {
  const [following, setFollowing] = useState(initiallyFollowing);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>("none");

  async function toggle(): Promise<void> {
    if (busy) return;
    const action = following ? "unfollow" : "follow";
    setBusy(true);
    setOutcome("none");
    try {
      const result = await updateInterestFollow(browserApi(), { action, interest: interestId, hasSession: isSignedIn(Cookies.get()) });
      if (result === "fail") return setOutcome("signIn"); // never signed in: an invitation, not "session ended"
      if (result === "hitUserLimit") {
        // Spec §4: the follow-limit flag leads a signed-in reader to the paywall (below), a reader who is
        // not signed in (any more) to the registration modal, loaded on the event.
        if (followLimitPrompt(isSignedIn(Cookies.get())) === "registration") {
          await import("@/components/billing/paywall-prompt").then((prompt) => prompt.showRegistrationModal(window.location.pathname));
          return;
        }
        return setOutcome("limit");
      }
      setFollowing(action === "follow");
      if (action === "follow" && plansOffered) void import("@/components/billing/paywall-prompt").then((prompt) => prompt.countAndPrompt("followInterest")).catch((error: unknown) => console.error("Could not count the follow", error));
      track(action === "follow" ? "Interest-Follow" : "Interest-Unfollow", { interestId, interestName });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return setOutcome("sessionEnded");
      console.error("Could not update the follow", { interestId, action, error });
      setOutcome("error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        onClick={() => void toggle()}
        // Not `disabled`: a disabled button drops the keyboard focus to the page's start mid-request (issue 23).
        aria-disabled={busy}
        aria-pressed={following}
        className={`rounded px-4 py-2 font-semibold ${FOCUS_RING} ${
          following
            ? "border border-neutral-400 bg-white text-neutral-900 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-100"
            : "bg-neutral-900 text-white dark:bg-neutral-100 dark:text-neutral-900"
        }`}
      >
        {following ? `Following ${interestName}` : `Follow ${interestName}`}
      </button>
      {plansOffered ? (
        // Spec §4: code 0 sets the follow-limit flag, which leads a signed-in reader to the paywall.
        <PaywallDialog open={outcome === "limit"} onClose={() => setOutcome("none")} title={`${FOLLOW_LIMIT_MESSAGE}.`}>
          <p>Every plan raises it to 500 interests and 500 sources; Pro and Premium also let you block up to 500 sources.</p>
        </PaywallDialog>
      ) : null}
      <div aria-live="polite" className="text-sm">
        {outcome === "limit" && !plansOffered ? <p className="text-red-700 dark:text-red-400">{FOLLOW_LIMIT_MESSAGE}.</p> : null}
        {outcome === "signIn" || outcome === "sessionEnded" ? (
          <p>
            {outcome === "sessionEnded" ? "Your session has ended. " : null}
            <a href={loginHref} className={`rounded font-semibold underline ${FOCUS_RING}`}>
              Sign in to follow {interestName}
            </a>
          </p>
        ) : null}
        {outcome === "error" ? <p className="text-red-700 dark:text-red-400">Could not update this follow. Please try again.</p> : null}
      </div>
    </div>
  );
}
