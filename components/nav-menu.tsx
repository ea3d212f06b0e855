"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { NavLinks } from "@/components/nav-links";
import { FOCUS_RING } from "@/components/ui/focus-ring";

// The hamburger menu of small screens (spec §2 "hamburger menu"; issue 19: at 390 px the section bar was
// cut off). Below the sm breakpoint it replaces the nav row; it closes when the page changes or on Escape.
export function NavMenu() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const panelId = useId();

  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="sm:hidden" onKeyDown={(event) => event.key === "Escape" && setOpen(false)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Menu"}
        onClick={() => setOpen(!open)}
        className={`rounded p-2 text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800 ${FOCUS_RING}`}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
        </svg>
      </button>
      <div id={panelId} hidden={!open} className="absolute inset-x-0 z-40 mt-2 border-b border-neutral-200 bg-white px-3 py-2 shadow-lg dark:border-neutral-800 dark:bg-neutral-950">
        {open ? (
          <nav aria-label="Main">
            <NavLinks vertical />
          </nav>
        ) : null}
      </div>
    </div>
  );
}
