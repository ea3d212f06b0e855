import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

// Spec §2: these pages get a generic title, whatever the id.
export const metadata: Metadata = {
  title: "Story",
  description: "A news story compared across outlets of every political lean.",
};

export default async function ArticlePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <RoutePlaceholder
      title="Story"
      summary={`The story, with its coverage from outlets on the left, in the centre and on the right, will appear here. (Id: ${id}.)`}
    />
  );
}
