"use client";

import { useEffect, useId, useRef } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";

/**
 * The paywall (spec §2's paywall state, issue 21): a modal the reader can close, offering the plans. Opens
 * when `open` turns true; Escape, "Not now" and the backdrop close it.
 */
export function PaywallDialog({
  open,
  onClose,
  title,
  children,
  action = { href: "/subscribe", label: "See plans" },
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
  action?: { href: string; label: string };
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId(); // several dialogs may be in one page (a follow button's and a counter's)
  // Browsers without the dialog API (and jsdom) get a plain open dialog.
  const close = () => {
    const dialog = ref.current;
    if (!dialog?.open) return;
    if (typeof dialog.close === "function") dialog.close();
    else {
      dialog.removeAttribute("open");
      onClose();
    }
  };
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    }
    if (!open && dialog.open) close();
  });
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-w-md rounded-lg border border-neutral-300 bg-white p-6 text-neutral-900 backdrop:bg-black/40 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
    >
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={action.href} className={`inline-flex rounded bg-neutral-900 px-4 py-2 font-semibold text-white dark:bg-neutral-100 dark:text-neutral-900 ${FOCUS_RING}`}>
          {action.label}
        </a>
        <button type="button" onClick={close} className={`rounded border border-neutral-400 px-4 py-2 font-semibold ${FOCUS_RING}`}>
          Not now
        </button>
      </div>
    </dialog>
  );
}
