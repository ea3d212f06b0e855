import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

// Spec §2: these pages get a generic title, whatever the id.
export const metadata: Metadata = {
  title: "Daily briefing",
  description: "A short read of the day's main stories across the spectrum.",
};

export default async function DailyBriefingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <RoutePlaceholder
      title="Daily briefing"
      summary={`This daily briefing, a short read of the day's main stories across the spectrum, will appear here. (Id: ${id}.)`}
    />
  );
}
