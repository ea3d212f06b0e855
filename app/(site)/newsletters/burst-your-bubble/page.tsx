import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Burst Your Bubble",
  description: "The weekly premium newsletter of views from outside your bubble. Every Thursday.",
};

export default function BurstYourBubblePage() {
  return (
    <RoutePlaceholder
      title="Burst Your Bubble"
      summary="The premium weekly newsletter with the best writing from the other side of the spectrum, every Thursday. Past issues and a sign-up link will appear here."
    />
  );
}
