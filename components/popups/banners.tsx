"use client";

import type { ReactNode } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";

/** A banner of issue 22 with its one link and a Close button (closing is remembered by the host). */
export function Banner(props: { id: string; label: string; children: ReactNode; onClose: () => void; className?: string }) {
  return (
    <aside
      aria-label={props.label}
      data-banner={props.id}
      className={`flex items-start justify-between gap-3 rounded-lg border border-neutral-300 bg-white p-3 text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 ${props.className ?? ""}`}
    >
      <div>{props.children}</div>
      <button type="button" onClick={props.onClose} className={`shrink-0 rounded underline ${FOCUS_RING}`} aria-label={`Close: ${props.label}`}>
        Close
      </button>
    </aside>
  );
}
