import type { ReactNode } from "react";

interface WidgetCardProps {
  title: string;
  children: ReactNode;
}

// The compact card a widget shows; a later issue fills it with a story and its coverage bar.
export function WidgetCard({ title, children }: WidgetCardProps) {
  return (
    <article className="max-w-sm rounded-lg border border-neutral-200 p-3 text-sm shadow-sm dark:border-neutral-800">
      <p className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">OpenGround</p>
      <h1 className="mt-1 text-base font-bold">{title}</h1>
      <p className="mt-1 text-neutral-600 dark:text-neutral-400">{children}</p>
    </article>
  );
}
