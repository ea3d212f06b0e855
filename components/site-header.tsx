import Link from "next/link";
import { AccountIcon } from "@/components/account-icon";
import { EditionToggle } from "@/components/edition-toggle";
import { NavLinks } from "@/components/nav-links";
import { NavMenu } from "@/components/nav-menu";
import { NotificationsSlot } from "@/components/notifications/notifications-slot";
import { SearchSuggest } from "@/components/search/search-suggest";
import { ThemeToggle } from "@/components/theme-toggle";
import { FOCUS_RING } from "@/components/ui/focus-ring";

// A server component: only the nav links (current page), the search suggestions, the edition and the
// theme toggles, the notifications slot (issue 22) run on the client. On a small screen a hamburger menu (NavMenu) replaces the nav row.
export function SiteHeader() {
  return (
    <header className="relative border-b border-neutral-200 dark:border-neutral-800">
      <a
        href="#main"
        className="sr-only rounded bg-blue-700 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 pt-3">
        <Link href="/" className={`shrink-0 rounded text-lg font-bold tracking-tight ${FOCUS_RING}`}>
          OpenGround
        </Link>
        <div className="order-last flex w-full sm:order-none sm:w-auto sm:flex-1 sm:justify-end">
          <SearchSuggest compact label="Search stories" className="min-w-0 flex-1 sm:max-w-xs" />
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:ml-0">
          <EditionToggle />
          <ThemeToggle />
          <NotificationsSlot />
          <AccountIcon />
          <NavMenu />
        </div>
      </div>
      <nav aria-label="Main" className="mx-auto hidden max-w-6xl overflow-x-auto px-3 py-2 sm:block">
        <NavLinks />
      </nav>
    </header>
  );
}
