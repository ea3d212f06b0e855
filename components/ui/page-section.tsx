import type { ReactNode } from "react";

/** A paragraph of a section's prose. */
export const SECTION_PARAGRAPH = "mt-2 text-neutral-800 dark:text-neutral-200";

/**
 * A titled section of a long page (the ratings method of /about/ratings): its heading names it for
 * assistive technology and is the target of #id links, which stop a little below the window's edge.
 */
export function PageSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="scroll-mt-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
