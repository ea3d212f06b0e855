"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A modal the reader can close (the paywall of issue 21, issue 22's popups), on the browser's <dialog>:
 * showModal() makes the rest of the page inert, so focus stays inside, and Escape closes it. `open`
 * opens and closes it; every way of closing ends in `onClose`. `actions(close)` draws the buttons.
 */
export function ModalDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  actions: (close: () => void) => ReactNode;
  testId?: string;
}) {
  const { open, onClose } = props;
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
      data-testid={props.testId}
      className="m-auto max-w-md rounded-lg border border-neutral-300 bg-white p-6 text-neutral-900 backdrop:bg-black/40 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
    >
      <h2 id={titleId} className="text-xl font-bold">
        {props.title}
      </h2>
      <div className="mt-3 space-y-3">{props.children}</div>
      <div className="mt-5 flex flex-wrap gap-3">{props.actions(close)}</div>
    </dialog>
  );
}
