"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { browserApi } from "@/lib/client/browser-api";
import { useFeature } from "@/lib/client/features";
import { SearchIcon } from "@/components/ui/icons";
import type { SearchResults } from "@/lib/queries/search";
import { MAX_QUERY_LENGTH } from "@/lib/site/search-limits";
import { moveHighlight, shouldSuggest, toSuggestions, type Suggestion } from "@/lib/site/search-suggestions";

/** Wait this long after the last keystroke before asking: one request per pause, not per letter. */
const DEBOUNCE_MS = 150;

/**
 * A search box that suggests stories, interests and outlets as the reader types (GET /v04/search), in
 * the ARIA combobox pattern (arrow keys, Enter, Escape). It is a plain GET form to /search underneath,
 * so without JavaScript, or on Enter with nothing highlighted, it still leads to the results page.
 * `compact` is the header's size: a small box and an icon button.
 */
export function SearchSuggest({
  defaultValue = "",
  label = "Search stories, interests and outlets",
  className = "",
  compact = false,
}: {
  defaultValue?: string;
  label?: string;
  className?: string;
  compact?: boolean;
}) {
  const visible = useFeature("search-bar"); // spec §2: search-bar visibility is a flag
  const inputId = useId();
  const listId = useId();
  const [query, setQuery] = useState(defaultValue);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const typed = useRef(false);

  useEffect(() => {
    if (!typed.current || !shouldSuggest(query, MAX_QUERY_LENGTH)) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const results = await browserApi().get<SearchResults>(`/v04/search?limit=5&q=${encodeURIComponent(query.trim())}`, { signal: controller.signal });
        if (!results) return;
        setSuggestions(toSuggestions(results));
        setHighlight(-1);
        setOpen(true);
      } catch {
        // Aborted by the next keystroke, or offline: the form still submits to /search.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const expanded = open && suggestions.length > 0;
  if (!visible) return null;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!expanded) return;
      event.preventDefault();
      setHighlight((current) => moveHighlight(current, suggestions.length, event.key as "ArrowDown" | "ArrowUp"));
    } else if (event.key === "Escape") {
      setOpen(false);
      setHighlight(-1);
    } else if (event.key === "Enter" && expanded && highlight >= 0) {
      event.preventDefault();
      window.location.assign(suggestions[highlight]!.href);
    }
  }

  return (
    <form action="/search" method="get" role="search" aria-label={label} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="flex">
        <input
          id={inputId}
          name="q"
          type="search"
          autoComplete="off"
          maxLength={MAX_QUERY_LENGTH}
          value={query}
          placeholder={compact ? "Search" : "Search stories, interests, outlets"}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && highlight >= 0 ? `${listId}-${highlight}` : undefined}
          onChange={(event) => {
            typed.current = true;
            setQuery(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onFocus={() => setOpen(true)}
          className={`w-full min-w-0 rounded-l border border-neutral-400 bg-white dark:border-neutral-600 dark:bg-neutral-900 ${compact ? "px-2 py-1 text-sm" : "px-3 py-2"} ${FOCUS_RING}`}
        />
        {compact ? (
          <button
            type="submit"
            aria-label="Search"
            className={`rounded-r border border-l-0 border-neutral-400 px-2 py-1 hover:bg-neutral-100 dark:border-neutral-600 dark:hover:bg-neutral-800 ${FOCUS_RING}`}
          >
            <SearchIcon width={16} height={16} />
          </button>
        ) : (
          <button type="submit" className={`rounded-r border border-l-0 border-neutral-400 px-4 py-2 font-semibold hover:bg-neutral-100 dark:border-neutral-600 dark:hover:bg-neutral-800 ${FOCUS_RING}`}>
            Search
          </button>
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-96 w-full overflow-y-auto rounded border border-neutral-300 bg-white shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === highlight}
            className={`cursor-pointer px-3 py-2 text-sm ${index === highlight ? "bg-neutral-100 dark:bg-neutral-800" : ""}`}
            onMouseDown={(event) => {
              event.preventDefault();
              window.location.assign(suggestion.href);
            }}
          >
            <span className="block font-semibold">{suggestion.label}</span>
            <span className="block text-xs text-neutral-700 dark:text-neutral-300">{suggestion.detail}</span>
          </li>
        ))}
      </ul>
    </form>
  );
}
