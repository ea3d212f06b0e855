import type { Metadata } from "next";
import { WidgetCard } from "../widget-card";

export const metadata: Metadata = {
  title: "Blindspot story widget",
  description: "A blindspot story card to embed on other sites.",
  robots: { index: false },
};

export default function BlindspotStoryWidgetPage() {
  return (
    <WidgetCard title="Blindspot story widget">
      A story that one side of the spectrum barely covers will appear in this card.
    </WidgetCard>
  );
}
