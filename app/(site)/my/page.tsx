import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "For You",
  description: "Stories picked for you from the interests you follow.",
};

export default function ForYouPage() {
  return (
    <RoutePlaceholder
      title="For You"
      summary="Stories picked from the interests and topics you follow will appear here, each with its left, centre and right coverage."
    />
  );
}
