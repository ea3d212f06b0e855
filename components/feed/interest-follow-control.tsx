"use client";

import { FollowButton } from "@/components/feed/follow-button";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { useApiGet } from "@/hooks/use-api-get";
import { useUser } from "@/hooks/use-user";
import { browserApi } from "@/lib/client/browser-api";
import { fetchAllMyInterests, type ListedInterest } from "@/lib/client/list-my-interests";

/** The SWR key of the reader's followed interests (every page of GET /v04/interests/listMy). */
const FOLLOWED_KEY = "/v04/interests/listMy";

/**
 * A stale session on a public page must not send the reader to /401: a 401 here just means "not
 * following", and the user fetch (UserSync) deals with the session.
 */
function readFollowed(): Promise<ListedInterest[]> {
  return fetchAllMyInterests({ get: (path) => browserApi().get(path, { noRedirectOn401: true }) });
}

/**
 * The follow control of the cached interest page (issue 28): the page is the same for every reader, so
 * the signed-out "Sign in to follow" link is in its HTML, and a signed-in reader's follow state comes
 * from the API in the browser (the user cookie says there is a session; GET /v04/interests/listMy says
 * what they follow). Until that answers the button is shown busy, never in a state that is not theirs.
 */
export function InterestFollowControl({ interestId, interestName, plansOffered }: { interestId: number; interestName: string; plansOffered: boolean }) {
  const { hasSession } = useUser();
  const { data } = useApiGet<ListedInterest[]>(hasSession ? FOLLOWED_KEY : null, readFollowed);
  const loginHref = `/login?redirectUri=${encodeURIComponent(`/interest/${interestId}`)}`;
  if (!hasSession) {
    return (
      <a href={loginHref} data-signed-out-only="" className={`inline-block rounded bg-neutral-900 px-4 py-2 font-semibold text-white dark:bg-neutral-100 dark:text-neutral-900 ${FOCUS_RING}`}>
        Sign in to follow {interestName}
      </a>
    );
  }
  if (!data) {
    return (
      <button type="button" disabled aria-busy="true" className="rounded bg-neutral-300 px-4 py-2 font-semibold text-neutral-700 dark:bg-neutral-700 dark:text-neutral-200">
        {interestName}…
      </button>
    );
  }
  const following = data.some((interest) => interest.id === interestId);
  return <FollowButton key={String(following)} interestId={interestId} interestName={interestName} initiallyFollowing={following} loginHref={loginHref} plansOffered={plansOffered} />;
}
