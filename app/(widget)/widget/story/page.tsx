import type { Metadata } from "next";
import { WidgetCard } from "../widget-card";

export const metadata: Metadata = {
  title: "Story widget",
  description: "A story card to embed on other sites.",
  robots: { index: false },
};

export default function StoryWidgetPage() {
  return (
    <WidgetCard title="Story widget">
      A story with its left, centre and right coverage will appear in this card.
    </WidgetCard>
  );
}
