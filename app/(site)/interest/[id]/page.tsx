import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

// Spec §2: these pages get a generic title, whatever the id.
export const metadata: Metadata = {
  title: "Interest",
  description: "The latest stories about one topic, person or place.",
};

export default async function InterestPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <RoutePlaceholder
      title="Interest"
      summary={`The latest stories about this interest, with a button to follow it, will appear here. (Id: ${id}.)`}
    />
  );
}
