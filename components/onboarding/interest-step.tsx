"use client";

import { trackOnboarding } from "@/lib/client/onboarding-events";
import { useEffect, useId, useMemo, useState } from "react";
import { browserApi } from "@/lib/client/browser-api";
import { FIELD, LABEL, MUTED_TEXT } from "@/components/account/ui";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { FOLLOW_LIMIT_TEXT, setInterestFollow } from "./follow-calls";

// Onboarding's interests (spec §2 "interest follow/unfollow/search"): what the reader follows, with
// one-press unfollow, and every topic plus the people, places and organisations found in the news,
// filtered by what the reader types.

export interface InterestOption {
  id: number;
  name: string;
  kind?: string;
}

const SEARCH_MIN = 2;

function ToggleChip({ interest, following, busy, onToggle }: { interest: InterestOption; following: boolean; busy: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={following}
      disabled={busy}
      onClick={onToggle}
      className={`rounded-full border px-3 py-1 text-sm font-semibold ${FOCUS_RING} ${
        following
          ? "border-neutral-900 bg-neutral-900 text-white dark:border-neutral-100 dark:bg-neutral-100 dark:text-neutral-900"
          : "border-neutral-400 text-neutral-900 dark:border-neutral-600 dark:text-neutral-100"
      }`}
    >
      <span aria-hidden="true">{following ? "✓ " : "+ "}</span>
      {interest.name}
    </button>
  );
}

export function InterestStep({ topics, followed, onChange }: { topics: readonly InterestOption[]; followed: ReadonlyMap<number, string>; onChange: (interest: InterestOption, following: boolean) => void }) {
  const searchId = useId();
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<InterestOption[]>([]);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const words = query.trim().toLowerCase();
  const topicMatches = useMemo(() => topics.filter((topic) => topic.name.toLowerCase().includes(words)), [topics, words]);

  useEffect(() => {
    if (words.length < SEARCH_MIN) return setFound([]);
    const timer = setTimeout(() => {
      browserApi()
        .get<InterestOption[]>(`/v04/personal/interests?q=${encodeURIComponent(words)}`)
        .then((matches) => {
          const people = (matches ?? []).filter((match) => match.kind !== "topic");
          setFound(people);
          trackOnboarding("interestSearch", { query: words, results: people.length });
        })
        .catch((error: unknown) => console.error("Interest search failed", { query: words, error }));
    }, 250);
    return () => clearTimeout(timer);
  }, [words]);

  async function toggle(interest: InterestOption): Promise<void> {
    const following = !followed.has(interest.id);
    setBusyId(interest.id);
    setMessage(null);
    const result = await setInterestFollow(interest.id, following);
    setBusyId(null);
    if (result === "success") {
      onChange(interest, following);
      trackOnboarding(following ? "interestFollow" : "interestUnfollow", { interestId: interest.id, name: interest.name });
      setMessage(following ? `Following ${interest.name}.` : `Stopped following ${interest.name}.`);
    } else setMessage(result === "hitUserLimit" ? FOLLOW_LIMIT_TEXT : `Could not update ${interest.name}. Please try again.`);
  }

  const followedList = [...followed.entries()].map(([id, name]) => ({ id, name }));
  const chips = (list: readonly InterestOption[]) => (
    <ul className="flex list-none flex-wrap gap-2 p-0">
      {list.map((interest) => (
        <li key={interest.id}>
          <ToggleChip interest={interest} following={followed.has(interest.id)} busy={busyId === interest.id} onToggle={() => void toggle(interest)} />
        </li>
      ))}
    </ul>
  );

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="followed-interests">
        <h3 id="followed-interests" className="font-semibold">
          You follow {followedList.length} {followedList.length === 1 ? "interest" : "interests"}
        </h3>
        {followedList.length ? chips(followedList) : <p className={MUTED_TEXT}>Nothing yet: pick some below.</p>}
      </section>
      <div>
        <label htmlFor={searchId} className={LABEL}>
          Search topics, people and places
        </label>
        <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" className={`${FIELD} max-w-md`} />
      </div>
      <section aria-labelledby="topic-choices">
        <h3 id="topic-choices" className="font-semibold">
          Topics
        </h3>
        {topicMatches.length ? chips(topicMatches) : <p className={MUTED_TEXT}>No topic matches “{query}”.</p>}
      </section>
      {found.length ? (
        <section aria-labelledby="entity-choices">
          <h3 id="entity-choices" className="font-semibold">
            People, places and organisations in the news
          </h3>
          {chips(found)}
        </section>
      ) : null}
      <p aria-live="polite" className="text-sm">
        {message}
      </p>
    </div>
  );
}
