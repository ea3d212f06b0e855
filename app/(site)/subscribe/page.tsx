import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Subscribe",
  description: "OpenGround's subscription plans.",
};

export default function SubscribePage() {
  return (
    <RoutePlaceholder
      title="Subscribe"
      summary="The subscription plans, their prices and any promo-code discount will appear here."
    />
  );
}
