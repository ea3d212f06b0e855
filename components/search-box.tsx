import { FOCUS_RING } from "@/components/ui/focus-ring";
import { SearchIcon } from "@/components/ui/icons";

// A plain GET form: it works before (and without) JavaScript and gives shareable /search?q=… addresses.
export function SearchBox() {
  return (
    <form action="/search" method="get" role="search" className="flex min-w-0 flex-1 items-center sm:max-w-xs">
      <label htmlFor="site-search" className="sr-only">
        Search stories
      </label>
      <input
        id="site-search"
        name="q"
        type="search"
        placeholder="Search"
        className={`w-full min-w-0 rounded-l border border-neutral-300 bg-white px-2 py-1 text-sm dark:border-neutral-700 dark:bg-neutral-900 ${FOCUS_RING}`}
      />
      <button
        type="submit"
        aria-label="Search"
        className={`rounded-r border border-l-0 border-neutral-300 px-2 py-1 hover:bg-neutral-100 dark:border-neutral-700 dark:hover:bg-neutral-800 ${FOCUS_RING}`}
      >
        <SearchIcon width={16} height={16} />
      </button>
    </form>
  );
}
