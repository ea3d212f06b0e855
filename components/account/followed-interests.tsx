"use client";

import Link from "next/link";
import { useApiGet } from "@/hooks/use-api-get";
import { browserApi } from "@/lib/client/browser-api";
import { fetchAllMyInterests } from "@/lib/client/list-my-interests";
import { LINK, MUTED_TEXT } from "./ui";

// The interests the reader follows, every page of GET /v04/interests/listMy (spec §7: pages of 100),
// through the generic authenticated GET hook.
export function FollowedInterests() {
  const { data, isLoading } = useApiGet("/v04/interests/listMy?all", () => fetchAllMyInterests(browserApi()));
  if (isLoading || !data) return <p className={MUTED_TEXT}>Loading the interests you follow…</p>;
  if (data.length === 0) return <p className={MUTED_TEXT}>You follow no interests yet.</p>;
  return (
    <ul aria-label="Interests you follow" className="flex list-none flex-wrap gap-3 p-0">
      {data.map((interest) => (
        <li key={interest.id}>
          <Link href={`/interest/${interest.id}`} className={`${LINK} font-normal`}>
            {interest.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
