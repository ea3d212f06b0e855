import type { ReactNode } from "react";

// Widgets are embedded in other sites' pages: no site header, navigation or footer, only the card.
export default function WidgetLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="p-2">
      {children}
    </main>
  );
}
