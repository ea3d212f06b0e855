import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Local news",
  description: "The stories covered by outlets near you.",
};

export default function LocalPage() {
  return (
    <RoutePlaceholder
      title="Local news"
      summary="Stories from outlets near your location will appear here. You will be able to set the place yourself."
    />
  );
}
