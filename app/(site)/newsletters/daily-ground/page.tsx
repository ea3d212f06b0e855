import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "The Daily Ground",
  description: "The daily newsletter: the day's top stories across the spectrum. Free.",
};

export default function DailyGroundPage() {
  return (
    <RoutePlaceholder
      title="The Daily Ground"
      summary="The daily newsletter, free, with the day's top stories and how each side covered them. Past issues and a sign-up link will appear here."
    />
  );
}
