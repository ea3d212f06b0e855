import type { ReactNode } from "react";

interface RoutePlaceholderProps {
  title: string;
  /** One or two sentences saying what the page will show. */
  summary: ReactNode;
  /** Anything else the placeholder needs (a list, a link). */
  children?: ReactNode;
}

// A stand-in for a screen of spec §2 that a later issue builds: a real heading and a short description,
// so every route answers, has a title and can be navigated and tested.
export function RoutePlaceholder({ title, summary, children }: RoutePlaceholderProps) {
  return (
    <section className="max-w-3xl">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-3 text-neutral-600 dark:text-neutral-400">{summary}</p>
      {children ? <div className="mt-6">{children}</div> : null}
    </section>
  );
}
