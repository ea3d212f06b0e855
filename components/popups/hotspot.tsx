"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { SECONDARY_BUTTON } from "@/components/account/ui";
import type { Hotspot } from "@/lib/personal/hotspots";

/**
 * One onboarding hotspot (issue 22): a short note beside its target (`[data-hotspot=id]`), not modal;
 * "Got it" or Escape (pressed in the note or on the page, not in a field or menu) closes it for good.
 */
export function HotspotNote({ hotspot, target, onClose }: { hotspot: Hotspot; target: Element; onClose: () => void }) {
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    const place = () => {
      const rect = target.getBoundingClientRect();
      const width = Math.min(288, window.innerWidth - 16);
      setPosition({ top: rect.bottom + window.scrollY + 8, left: Math.max(8, Math.min(rect.left + window.scrollX, window.scrollX + window.innerWidth - width - 8)) });
    };
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, [target]);
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Escape in a field, a menu or a dialog elsewhere on the page is theirs: it does not close this tip for good.
      if (event.target instanceof Element && event.target !== document.body && !note.current?.contains(event.target)) return;
      onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  if (!position) return null;
  return (
    <div
      ref={note}
      role="dialog"
      aria-modal="false"
      aria-label="Tip"
      data-hotspot-note={hotspot.id}
      style={{ position: "absolute", top: position.top, left: position.left }}
      className="z-40 w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-amber-500 bg-amber-50 p-3 text-sm text-neutral-900 shadow-lg dark:bg-neutral-900 dark:text-neutral-100"
    >
      <p>{hotspot.text}</p>
      <button type="button" onClick={onClose} className={`${SECONDARY_BUTTON} mt-2 px-3 py-1 text-sm`}>
        Got it
      </button>
    </div>
  );
}
