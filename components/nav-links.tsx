"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { isCurrentPath, SITE_NAV_ITEMS } from "@/components/site-nav-items";
import { FOCUS_RING } from "@/components/ui/focus-ring";

// The only client part of the navigation: it needs the path to mark the current page for screen readers.
export function NavLinks({ vertical = false }: { vertical?: boolean }) {
  const pathname = usePathname() ?? "";
  return (
    <ul className={vertical ? "flex flex-col gap-1" : "flex gap-1 whitespace-nowrap"}>
      {SITE_NAV_ITEMS.map((item) => {
        const current = isCurrentPath(pathname, item.href);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current ? "page" : undefined}
              className={`block rounded px-3 py-2 text-sm font-medium ${FOCUS_RING} ${
                current
                  ? "bg-neutral-900 text-white dark:bg-white dark:text-neutral-900"
                  : "text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800"
              }`}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
