"use client";

import { ModalDialog } from "@/components/ui/modal-dialog";
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
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={title}
      actions={(close) => (
        <>
          <a href={action.href} className={`inline-flex rounded bg-neutral-900 px-4 py-2 font-semibold text-white dark:bg-neutral-100 dark:text-neutral-900 ${FOCUS_RING}`}>
            {action.label}
          </a>
          <button type="button" onClick={close} className={`rounded border border-neutral-400 px-4 py-2 font-semibold ${FOCUS_RING}`}>
            Not now
          </button>
        </>
      )}
    >
      {children}
    </ModalDialog>
  );
}
