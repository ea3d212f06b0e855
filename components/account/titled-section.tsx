import type { ReactNode } from "react";
import { SECTION } from "./ui";

/** A bordered section headed by its title, as the account and My News Bias pages lay them out. */
export function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={SECTION}>
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
