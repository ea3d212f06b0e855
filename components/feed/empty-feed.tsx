import type { ReactNode } from "react";

/** A list page with nothing to show: what happened and what the reader can do (issue 4). */
export function EmptyFeed({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 max-w-2xl rounded-lg border border-dashed border-neutral-300 p-6 dark:border-neutral-700">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-2 space-y-2 text-neutral-700 dark:text-neutral-300">{children}</div>
    </section>
  );
}
